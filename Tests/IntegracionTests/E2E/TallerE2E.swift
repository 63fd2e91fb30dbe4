import CheckerCore
import TallerComun
import Foundation
import Motor
import Testing

/// The fixture workbook copied to `.build/e2e/Mis Cursos/Año 1 – Lección/` (spaces, accents and a
/// dash on purpose), and a way to run the real `checker` binary in it.
///
/// The copy is synchronised file by file: a file whose bytes did not change keeps its date, so the
/// fixture's own `.build` (inside the copy, not the package's `.build`) builds incrementally across
/// tests and runs. `Sources/ComposableArchitecture`, `Sources/TallerComun`, `Sources/TallerArnes` and
/// `Sources/SwiftUIDeImitacion` come from this package.
enum TallerE2E {
  /// This package's root.
  static let raizPaquete = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The copy's root.
  static let copia = raizPaquete.appendingPathComponent(".build/e2e/Mis Cursos/Año 1 – Lección")

  /// `TALLER_FACTOR_TIEMPO`, for the wall-clock limits of children.
  static var factor: Double {
    FactorTiempo(entorno: ProcessInfo.processInfo.environment).multiplicador
  }

  /// The `swiftc` of the toolchain `swift test` runs with, its platform flags (target and, on macOS,
  /// SDK) and the environment to run it in: what a test needs to type-check a snippet by hand.
  static func swiftcDeLaToolchain() throws -> (swiftc: String, plataforma: [String], entorno: [String: String]) {
    let entorno = Self.entorno()
    let toolchain = try Toolchain.localizar(entorno: entorno)
    let swiftc = try #require(toolchain.swiftc.first)
    var plataforma = toolchain.banderasSwiftc
    #if os(macOS)
      plataforma += Toolchain.banderasSDK(entorno: entorno)
    #endif
    return (swiftc, plataforma, entorno)
  }

  /// The folder with `ComposableArchitecture.swiftmodule` that `swift test` built.
  static func modulosDeSwiftTest() throws -> URL {
    var candidatos: [URL] = []
    // NB: `Bundle.allBundles` crashes Foundation 6.0.3 on Linux (null dereference); there the test
    // binary is the main bundle. On macOS the test bundle is loaded by the `xctest` tool.
    #if canImport(Darwin)
      let paquetes = [Bundle.main] + Bundle.allBundles
    #else
      let paquetes = [Bundle.main]
    #endif
    for paquete in paquetes {
      var carpeta = paquete.bundleURL
      for _ in 0..<5 {
        candidatos.append(carpeta.appendingPathComponent("Modules"))
        carpeta.deleteLastPathComponent()
      }
    }
    return try #require(
      candidatos.first {
        FileManager.default.fileExists(atPath: $0.appendingPathComponent("ComposableArchitecture.swiftmodule").path)
      }, "No encuentro los módulos que compiló `swift test`.")
  }

  /// Resets the copy to the fixture (working copies included) and removes saved progress.
  static func preparar() throws {
    let origenes: [(URL, String)] = [
      (raizPaquete.appendingPathComponent("Fixtures/Taller"), ""),
      (raizPaquete.appendingPathComponent("Sources/ComposableArchitecture"), "Sources/ComposableArchitecture"),
      (raizPaquete.appendingPathComponent("Sources/TallerArnes"), "Sources/TallerArnes"),
      (raizPaquete.appendingPathComponent("Sources/TallerComun"), "Sources/TallerComun"),
      (raizPaquete.appendingPathComponent("Sources/SwiftUIDeImitacion"), "Sources/SwiftUIDeImitacion"),
    ]
    var esperados = Set<String>()
    for (origen, destino) in origenes {
      for relativo in try archivos(en: origen) {
        let ruta = destino.isEmpty ? relativo : destino + "/" + relativo
        esperados.insert(ruta)
        try copiarSiCambio(origen.appendingPathComponent(relativo), copia.appendingPathComponent(ruta))
      }
    }
    for relativo in try archivos(en: copia) where !esperados.contains(relativo) {
      try FileManager.default.removeItem(at: copia.appendingPathComponent(relativo))
    }
    quitarCarpetasVacias()
    try? FileManager.default.removeItem(at: copia.appendingPathComponent(".taller"))
  }

  /// Removes the folders of the copy left empty by the sync (a lesson another suite added, a folder
  /// a test renamed), deepest first, so the next suite sees exactly the fixture's folders.
  static func quitarCarpetasVacias() {
    Respaldo.quitarCarpetasVacias(copia, saltando: [".build", ".taller"])
  }


  /// Every regular file under `carpeta`, relative, skipping `.build` and `.taller`.
  static func archivos(en carpeta: URL) throws -> [String] {
    guard let enumerador = FileManager.default.enumerator(atPath: carpeta.path) else { return [] }
    var resultado: [String] = []
    while let relativo = enumerador.nextObject() as? String {
      if relativo.hasPrefix(".build") || relativo.hasPrefix(".taller") { continue }
      var esCarpeta: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: carpeta.appendingPathComponent(relativo).path, isDirectory: &esCarpeta)
      if !esCarpeta.boolValue { resultado.append(relativo) }
    }
    return resultado
  }

  static func copiarSiCambio(_ origen: URL, _ destino: URL) throws {
    let datos = try Data(contentsOf: origen)
    if FileManager.default.contents(atPath: destino.path) == datos { return }
    try FileManager.default.createDirectory(at: destino.deletingLastPathComponent(), withIntermediateDirectories: true)
    try datos.write(to: destino)
  }

  /// Copies `Lessons/<carpeta>/<fuente>/*` over `Sources/Workbook/<modulo>/` (what a student does
  /// to try the reference solution).
  static func copiarSobreCopiaDeTrabajo(_ carpetaLeccion: String, _ fuente: String, modulo: String) throws {
    let origen = copia.appendingPathComponent("Lessons/\(carpetaLeccion)/\(fuente)")
    for nombre in try FileManager.default.contentsOfDirectory(atPath: origen.path) {
      try copiarSiCambio(
        origen.appendingPathComponent(nombre), copia.appendingPathComponent("Sources/Workbook/\(modulo)/\(nombre)"))
    }
  }

  /// The `checker` binary `swift test` built next to this test bundle (or `TALLER_CHECKER`).
  static func binarioChecker() throws -> URL {
    var candidatos: [URL] = []
    if let ruta = ProcessInfo.processInfo.environment["TALLER_CHECKER"] { candidatos.append(URL(fileURLWithPath: ruta)) }
    var carpeta = Bundle.main.bundleURL
    for _ in 0..<4 {
      candidatos.append(carpeta.appendingPathComponent("checker"))
      carpeta.deleteLastPathComponent()
    }
    candidatos.append(raizPaquete.appendingPathComponent(".build/debug/checker"))
    return try #require(
      candidatos.first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "No encuentro el ejecutable `checker`; `swift test` lo compila junto a las pruebas.")
  }

  /// The environment of the children: ours, without a lesson source switch.
  static func entorno(_ extra: [String: String] = [:]) -> [String: String] {
    var entorno = ProcessInfo.processInfo.environment
    entorno.removeValue(forKey: "TALLER_FUENTE")
    entorno.removeValue(forKey: "NO_COLOR")
    return entorno.merging(extra) { $1 }
  }

  /// Runs the checker with `argumentos` from `subcarpeta` of the copy, with a wall-clock limit
  /// whose expiry fails the test with the captured output.
  @discardableResult
  static func checker(
    _ argumentos: [String], desde subcarpeta: String = "", entorno extra: [String: String] = [:],
    registro: RegistroHijos = RegistroHijos()
  ) throws -> Salida {
    let hijo = ProcesoHijo(
      ejecutable: try binarioChecker().path, argumentos: argumentos, entorno: entorno(extra),
      directorio: subcarpeta.isEmpty ? copia.path : copia.appendingPathComponent(subcarpeta).path,
      limiteSegundos: 900 * factor, limiteSalida: 4 * 1024 * 1024)
    let resultado = try Lanzador.ejecutar(hijo, registro: registro)
    let salida = Salida(resultado)
    if resultado.tiempoAgotado {
      Issue.record("El checker no terminó en \(900 * factor) s.\n\(salida.stdout)\n\(salida.stderr)")
    }
    return salida
  }

  /// What a checker run left.
  struct Salida {
    var codigo: Int32?
    var stdout: String
    var stderr: String

    init(_ resultado: ResultadoProceso) {
      if case .salida(let codigo) = resultado.terminacion { self.codigo = codigo }
      stdout = resultado.textoSalida
      stderr = resultado.textoErrores
    }

    /// Both streams, for failure messages.
    var todo: String { "stdout:\n\(stdout)\nstderr:\n\(stderr)" }
  }
}
