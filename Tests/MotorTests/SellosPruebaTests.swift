import Foundation
import Testing

@testable import Motor

/// Proof seals (issue 45, item 2): a lesson whose proof inputs fingerprint as a green proof's seal
/// is skipped; a one-byte change in any input, another toolchain, a hand-edited or damaged seal
/// file, or `TALLER_SIN_SELLOS=1` re-run it.
@Suite("Sellos de prueba: solo se vuelve a probar lo que cambió")
struct SellosPruebaTests {
  static let version = IdentidadToolchain(texto: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu")
  let leccion = Leccion(numero: 2, slug: "ejemplo", metadatos: nil)
  let otra = Leccion(numero: 3, slug: "otra", metadatos: nil)

  /// A workbook with one file in every input of lessons 2 and 3.
  func taller() throws -> Taller {
    let raiz = FileManager.default.temporaryDirectory.appendingPathComponent("sellos-\(UUID().uuidString)")
    let archivos = Set([leccion, otra].flatMap { EntradasPrueba.partes($0).values.flatMap { $0 } })
    for ruta in archivos {
      // A path with an extension is a file; a folder gets one file inside.
      let archivo = (ruta as NSString).pathExtension.isEmpty ? ruta + "/Uno.swift" : ruta
      let url = raiz.appendingPathComponent(archivo)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("// \(archivo)\n".utf8).write(to: url)
    }
    let taller = Taller(raiz: raiz)
    try huellasCurso(["02": "fnv1a64:1", "03": "fnv1a64:2"]).codificado().write(to: raiz.appendingPathComponent(HuellasCurso.archivo))
    try Data("let lecciones = [\n  leccion(2, \"ejemplo\"),\n  leccion(3, \"otra\"),\n]\n".utf8)
      .write(to: taller.manifiesto)
    return taller
  }

  /// Recorded course fingerprints: one entry in lesson `NN`'s Plantilla per value, and a runtime one.
  func huellasCurso(_ valores: [String: String]) -> HuellasCurso {
    var archivos = ["Sources/ComposableArchitecture/Uno.swift": "fnv1a64:9"]
    for (nn, valor) in valores {
      let slug = nn == "02" ? "ejemplo" : "otra"
      archivos["Lessons/\(nn)-\(slug)/Plantilla/Uno.swift"] = valor
    }
    return HuellasCurso(archivos: archivos)
  }

  func sellador(_ taller: Taller, _ prueba: PruebaSellable = .verificar, forzadas: Bool = false) -> Sellador {
    Sellador(taller: taller, prueba: prueba, version: Self.version, forzadas: forzadas)
  }

  /// Flips the last byte of `archivo` (a one-byte change).
  func cambiarUnByte(_ taller: Taller, _ archivo: String) throws {
    let url = taller.raiz.appendingPathComponent(archivo)
    var datos = try Data(contentsOf: url)
    datos[datos.count - 1] ^= 0x01
    try datos.write(to: url)
  }

  @Test("Sin sello se prueba; tras sellar una prueba verde, la misma entrada se omite")
  func sellarYOmitir() throws {
    let taller = try taller()
    defer { try? FileManager.default.removeItem(at: taller.raiz) }
    let sellador = sellador(taller)
    let primera = sellador.decidir(leccion)
    #expect(primera.estado == .sinSello && !primera.omitir)
    #expect(sellador.sellar(primera))
    #expect(sellador.decidir(leccion).estado == .sellada)
    #expect(sellador.decidir(leccion).omitir)
    #expect(sellador.decidir(otra).estado == .sinSello, "sellar una lección no sella otra")
    let texto = try String(contentsOf: taller.raiz.appendingPathComponent(SellosPrueba.archivo), encoding: .utf8)
    #expect(texto.contains("\"verificar@6.3.1-linux\"") || texto.contains("\"verificar@6.3.1-macos\""))
  }

  @Test("Un byte cambiado en cualquier archivo de cualquier entrada, de cualquier prueba, la vuelve a probar y nombra esa parte", arguments: PruebaSellable.allCases)
  func unByte(_ prueba: PruebaSellable) throws {
    let taller = try taller()
    defer { try? FileManager.default.removeItem(at: taller.raiz) }
    let sellador = sellador(taller, prueba)
    #expect(sellador.sellar(sellador.decidir(leccion)))
    for (parte, rutas) in EntradasPrueba.partes(leccion) where parte != "huellas" {
      for ruta in rutas {
        let archivo = (ruta as NSString).pathExtension.isEmpty ? ruta + "/Uno.swift" : ruta
        try cambiarUnByte(taller, archivo)
        let estado = sellador.decidir(leccion).estado
        #expect(estado == .cambiada([parte]), "\(archivo) (\(parte)) cambiado: \(estado)")
        try cambiarUnByte(taller, archivo)
        #expect(sellador.decidir(leccion).estado == .sellada, "\(archivo) restaurado")
      }
    }
  }

  @Test("Un cambio en el runtime (o en cualquier parte común) vuelve a probar todas las lecciones", arguments: ["runtime", "arnes", "motor", "integridad"])
  func comun(_ parte: String) throws {
    let taller = try taller()
    defer { try? FileManager.default.removeItem(at: taller.raiz) }
    let sellador = sellador(taller)
    for leccion in [leccion, otra] { #expect(sellador.sellar(sellador.decidir(leccion))) }
    let ruta = try #require(EntradasPrueba.partes(leccion)[parte]?.first)
    #expect(EntradasPrueba.partes(otra)[parte] == EntradasPrueba.partes(leccion)[parte], "\(parte) es común")
    try cambiarUnByte(taller, (ruta as NSString).pathExtension.isEmpty ? ruta + "/Uno.swift" : ruta)
    for leccion in [leccion, otra] {
      #expect(sellador.decidir(leccion).estado == .cambiada([parte]), "lección \(leccion.numero)")
    }
  }

  @Test("De Package.swift y de Lessons/huellas.json cuenta la parte de la lección: una lección nueva no vuelve a probar las demás")
  func archivosDelCurso() throws {
    let taller = try taller()
    defer { try? FileManager.default.removeItem(at: taller.raiz) }
    let sellador = sellador(taller)
    #expect(sellador.sellar(sellador.decidir(leccion)))
    let url = taller.raiz.appendingPathComponent(HuellasCurso.archivo)
    try huellasCurso(["02": "fnv1a64:1", "03": "fnv1a64:cambiada"]).codificado().write(to: url)
    var otras = try #require(HuellasCurso.leer(taller))
    otras.archivos["Lessons/06-nueva/Plantilla/Uno.swift"] = "fnv1a64:6"
    try otras.codificado().write(to: url)
    #expect(sellador.decidir(leccion).estado == .sellada, "otra lección y una nueva en huellas.json")
    try huellasCurso(["02": "fnv1a64:cambiada", "03": "fnv1a64:2"]).codificado().write(to: url)
    #expect(sellador.decidir(leccion).estado == .cambiada(["huellas"]), "una huella de la lección")
    var comun = huellasCurso(["02": "fnv1a64:1", "03": "fnv1a64:2"])
    try comun.codificado().write(to: url)
    #expect(sellador.decidir(leccion).estado == .sellada)
    comun.archivos["Sources/ComposableArchitecture/Uno.swift"] = "fnv1a64:otra"
    try comun.codificado().write(to: url)
    #expect(sellador.decidir(leccion).estado == .cambiada(["huellas"]), "una huella común")
    try huellasCurso(["02": "fnv1a64:1", "03": "fnv1a64:2"]).codificado().write(to: url)

    let manifiesto = try String(contentsOf: taller.manifiesto, encoding: .utf8)
    try Data(manifiesto.replacingOccurrences(of: "]\n", with: "  leccion(6, \"nueva\"),\n]\n").utf8).write(to: taller.manifiesto)
    #expect(sellador.decidir(leccion).estado == .sellada, "una lección nueva en la lista del curso")
    try Data(manifiesto.replacingOccurrences(of: "leccion(2, \"ejemplo\")", with: "leccion(2, \"ejemplo\", porEjercicio: true)").utf8)
      .write(to: taller.manifiesto)
    #expect(sellador.decidir(leccion).estado == .cambiada(["manifiesto"]), "su propia línea")
    try Data((manifiesto + "// otra cosa del manifiesto\n").utf8).write(to: taller.manifiesto)
    #expect(sellador.decidir(leccion).estado == .cambiada(["manifiesto"]), "el resto del manifiesto")
  }

  @Test("Un archivo añadido o borrado en una entrada también cuenta; uno de otra lección, no")
  func anadidoYBorrado() throws {
    let taller = try taller()
    defer { try? FileManager.default.removeItem(at: taller.raiz) }
    let sellador = sellador(taller)
    #expect(sellador.sellar(sellador.decidir(leccion)))
    let nuevo = taller.raiz.appendingPathComponent(leccion.carpeta + "/Solucion/Nuevo.swift")
    try FileManager.default.createDirectory(at: nuevo.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: nuevo)
    #expect(sellador.decidir(leccion).estado == .cambiada(["leccion"]), "un archivo vacío añadido")
    try FileManager.default.removeItem(at: nuevo)
    #expect(sellador.decidir(leccion).estado == .sellada)
    try FileManager.default.removeItem(at: taller.raiz.appendingPathComponent(leccion.carpetaPruebas + "/Uno.swift"))
    #expect(sellador.decidir(leccion).estado == .cambiada(["pruebas"]), "un archivo borrado")
    try cambiarUnByte(taller, otra.carpeta + "/Uno.swift")
    try cambiarUnByte(taller, otra.carpetaPruebas + "/Uno.swift")
    #expect(sellador.decidir(leccion).estado == .cambiada(["pruebas"]), "otra lección no es una entrada")
  }

  @Test("Otra toolchain no reutiliza el sello; un cambio en el texto de --version de la misma etiqueta, tampoco")
  func otraToolchain() throws {
    let taller = try taller()
    defer { try? FileManager.default.removeItem(at: taller.raiz) }
    #expect(sellador(taller).sellar(sellador(taller).decidir(leccion)))
    let antigua = Sellador(
      taller: taller, prueba: .verificar, version: IdentidadToolchain(texto: "Swift version 6.0.3 (swift-6.0.3-RELEASE)"))
    #expect(antigua.clave.texto.hasPrefix("verificar@6.0.3-"))
    #expect(antigua.decidir(leccion).estado == .sinSello)
    let otraCompilacion = Sellador(
      taller: taller, prueba: .verificar,
      version: IdentidadToolchain(texto: Self.version.texto.replacingOccurrences(of: "RELEASE", with: "DEV")))
    #expect(otraCompilacion.clave == sellador(taller).clave)
    #expect(otraCompilacion.decidir(leccion).estado == .cambiada(["toolchain"]))
    #expect(sellador(taller, .mutantes).decidir(leccion).estado == .sinSello, "cada prueba tiene su sello")
  }

  @Test("Un sello editado a mano, un archivo dañado o de otro formato nunca omiten una lección")
  func selloFalso() throws {
    let taller = try taller()
    defer { try? FileManager.default.removeItem(at: taller.raiz) }
    let sellador = sellador(taller)
    #expect(sellador.sellar(sellador.decidir(leccion)))
    let url = taller.raiz.appendingPathComponent(SellosPrueba.archivo)
    var sellos = SellosPrueba.leer(taller)
    let clave = sellador.clave.texto
    sellos.lecciones["02"]?[clave]?["leccion"] = "fnv1a64:0000000000000000"
    try sellos.codificado().write(to: url)
    #expect(sellador.decidir(leccion).estado == .cambiada(["leccion"]))
    sellos.lecciones["02"]?[clave]?["leccion"] = nil
    try sellos.codificado().write(to: url)
    #expect(sellador.decidir(leccion).estado == .cambiada(["leccion"]), "una parte que falta en el sello")
    for dañado in ["{", "[]", "{\"formato\": 2, \"lecciones\": {}}", ""] {
      try Data(dañado.utf8).write(to: url)
      #expect(sellador.decidir(leccion).estado == .sinSello, "archivo: \(dañado)")
    }
  }

  @Test("TALLER_SIN_SELLOS=1 prueba una lección sellada; lo que cambió durante la prueba no se sella")
  func forzadasYCambioDurante() throws {
    let taller = try taller()
    defer { try? FileManager.default.removeItem(at: taller.raiz) }
    #expect(sellador(taller).sellar(sellador(taller).decidir(leccion)))
    let forzado = sellador(taller, forzadas: true).decidir(leccion)
    #expect(forzado.estado == .sellada && !forzado.omitir)
    #expect(SellosPrueba.forzadas(["TALLER_SIN_SELLOS": "1"]) && !SellosPrueba.forzadas([:]))
    let sellador = sellador(taller, .mutantes)
    let antes = sellador.decidir(leccion)
    try cambiarUnByte(taller, leccion.carpeta + "/Uno.swift")
    #expect(!sellador.sellar(antes), "la entrada cambió mientras se probaba")
    #expect(sellador.decidir(leccion).estado == .sinSello)
  }

  @Test("La etiqueta es la versión del compilador y la plataforma")
  func etiqueta() {
    #expect(Self.version.etiqueta.hasPrefix("6.3.1-"))
    #expect(IdentidadToolchain(texto: "Swift version 6.0.3 (swift-6.0.3-RELEASE)\nTarget: x").etiqueta.hasPrefix("6.0.3-"))
    #expect(IdentidadToolchain(texto: "Apple Swift version 6.2 (swiftlang-6.2.0.19.9)").etiqueta.hasPrefix("6.2-"))
    #expect(IdentidadToolchain(texto: "algo raro").etiqueta.hasPrefix("unknown-"))
  }
}

extension SellosPruebaTests {
  @Test("La toolchain de estas pruebas dice su versión, y con ella la etiqueta del sello")
  func versionReal() throws {
    let entorno = ProcessInfo.processInfo.environment
    let version = try #require(IdentidadToolchain.de(try Toolchain.localizar(entorno: entorno), entorno: entorno))
    #expect(version.texto.contains("Swift version"))
    #expect(!version.etiqueta.hasPrefix("unknown"), "\(version.texto)")
  }
}
