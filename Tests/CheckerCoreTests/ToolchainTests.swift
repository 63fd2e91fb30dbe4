import Foundation
import SoporteProcesos
import Testing

@testable import CheckerCore
@testable import Motor

/// A temporary folder with fake toolchain programs (`/bin/sh` scripts).
struct ToolchainFalsa {
  let carpeta: URL

  init() throws {
    carpeta = FileManager.default.temporaryDirectory.appendingPathComponent("toolchain-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
  }

  /// Writes an executable script at `relativa` and returns its path.
  @discardableResult
  func programa(_ relativa: String, _ cuerpo: String) throws -> String {
    let url = carpeta.appendingPathComponent(relativa)
    try escribirPrograma("#!/bin/sh\n\(cuerpo)\n", en: url)
    return url.path
  }

  func ruta(_ relativa: String) -> String { carpeta.appendingPathComponent(relativa).path }

  func limpiar() { try? FileManager.default.removeItem(at: carpeta) }
}

@Suite("Toolchain: swiftc de la misma toolchain, SDK y desajustes")
struct ToolchainTests {
  @Test("swiftc es el vecino del swift que compila, aunque otro swiftc vaya antes en el PATH")
  func vecino() throws {
    let falsa = try ToolchainFalsa()
    defer { falsa.limpiar() }
    try falsa.programa("otra/bin/swiftc", "exit 0")
    try falsa.programa("buena/bin/swift", "exit 0")
    try falsa.programa("buena/bin/swiftc", "exit 0")
    let path = [falsa.ruta("otra/bin"), falsa.ruta("buena/bin")].joined(separator: ":")
    let toolchain = try Toolchain.localizar(entorno: ["PATH": path])
    #expect(toolchain.swift == falsa.ruta("buena/bin/swift"))
    #expect(toolchain.swiftc == [falsa.ruta("buena/bin/swiftc")])
  }

  @Test("Un swift enlazado sin swiftc al lado usa el swiftc de la toolchain a la que apunta")
  func enlace() throws {
    let falsa = try ToolchainFalsa()
    defer { falsa.limpiar() }
    try falsa.programa("toolchain/usr/bin/swift", "exit 0")
    try falsa.programa("toolchain/usr/bin/swiftc", "exit 0")
    try falsa.programa("otra/bin/swiftc", "exit 0")
    try FileManager.default.createDirectory(atPath: falsa.ruta("enlaces"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: falsa.ruta("enlaces/swift"), withDestinationPath: falsa.ruta("toolchain/usr/bin/swift"))
    let path = [falsa.ruta("otra/bin"), falsa.ruta("enlaces")].joined(separator: ":")
    let toolchain = try Toolchain.localizar(entorno: ["PATH": path])
    #expect(toolchain.swift == falsa.ruta("enlaces/swift"))
    let swiftc = try #require(toolchain.swiftc.first)
    #expect(URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path
      == URL(fileURLWithPath: falsa.ruta("toolchain/usr/bin/swiftc")).resolvingSymlinksInPath().path)
  }

  @Test("El SDK sale de SDKROOT o, si no, de xcrun; sin ninguno, el compilador lo busca")
  func sdk() {
    #expect(Toolchain.banderasSDK(entorno: ["SDKROOT": "/SDKs/Mio.sdk"], mostrarSDK: { "/otro" }) == ["-sdk", "/SDKs/Mio.sdk"])
    #expect(Toolchain.banderasSDK(entorno: [:], mostrarSDK: { "/Xcode/MacOSX.sdk\n" }) == ["-sdk", "/Xcode/MacOSX.sdk"])
    #expect(Toolchain.banderasSDK(entorno: ["SDKROOT": ""], mostrarSDK: { nil }).isEmpty)
  }

  func garantia(_ falsa: ToolchainFalsa) throws -> Garantia {
    let archivo = falsa.carpeta.appendingPathComponent("sin-setters.swift")
    try Data("// nombre: N\n// diagnostico: has no member 'x'\n// linea: 6\n// pista: P\n@testable import Leccion03\n".utf8)
      .write(to: archivo)
    return try Garantia.leer(archivo).get()
  }

  @Test("Módulos de otra versión del compilador: problema de toolchain en español, no garantía rota")
  func desajuste() throws {
    let falsa = try ToolchainFalsa()
    defer { falsa.limpiar() }
    let swiftc = try falsa.programa(
      "bin/swiftc",
      """
      echo "$5: error: compiled module was created by a different version of the compiler '6.0.3.1.10'; \
      rebuild 'Leccion03' and try again: /x/.build/debug/Modules/Leccion03.swiftmodule" >&2
      exit 1
      """)
    let revisorGarantias = RevisorGarantias(
      toolchain: Toolchain(swift: falsa.ruta("bin/swift"), swiftc: [swiftc]), entorno: [:],
      directorio: falsa.carpeta, registro: RegistroHijos())
    let resultado = revisorGarantias.comprobar(try garantia(falsa), modulos: falsa.carpeta, sdk: [])
    guard case .invalida = resultado.estado, let mensaje = MensajesChecker.detalle(resultado.estado, id: resultado.id) else {
      Issue.record("debía ser un problema de toolchain, fue \(resultado.estado)")
      return
    }
    #expect(mensaje.contains("no son de la misma toolchain"))
    #expect(mensaje.contains("No es un fallo de tu código."))
    #expect(mensaje.contains("compiled module was created by a different version of the compiler"))
    #expect(mensaje.contains("swiftc = \(swiftc)"))
  }

  @Test("Reconoce las formas de decir «otra toolchain» y no confunde un error del alumno")
  func frases() {
    #expect(RevisorGarantias.problemaDeToolchain(
      "a.swift:1:8: error: module compiled with Swift 6.1 cannot be imported by the Swift 6.0 compiler: /m") != nil)
    #expect(RevisorGarantias.problemaDeToolchain(
      "error: cannot load module 'Leccion03' built with SDK 'macosx15.2' when using SDK 'macosx15.0'") != nil)
    #expect(RevisorGarantias.problemaDeToolchain(
      "a.swift:6:3: error: type 'Ajustes.Action' has no member 'nombreCambiado'") == nil)
  }

  @Test("swiftc recibe la caché de módulos de la construcción, sus banderas de Clang y el SDK")
  func argumentos() throws {
    let falsa = try ToolchainFalsa()
    defer { falsa.limpiar() }
    let cache = URL(fileURLWithPath: "/t/.build/x86_64/debug/ModuleCache")
    let revisorGarantias = RevisorGarantias(
      toolchain: Toolchain(swift: "/t/swift", swiftc: ["/t/swiftc"], banderasSwiftc: ["-target", "arm64-apple-macosx14.0"]),
      entorno: [:], directorio: falsa.carpeta, cacheModulos: cache, banderasClang: ["-g", "-Xcc", "-fPIC"])
    let argumentos = revisorGarantias.argumentos(
      try garantia(falsa), modulos: URL(fileURLWithPath: "/t/.build/x86_64/debug/Modules"), sdk: ["-sdk", "/S.sdk"])
    #expect(Array(argumentos.prefix(9)) == [
      "-target", "arm64-apple-macosx14.0", "-sdk", "/S.sdk", "-module-cache-path", cache.path, "-g", "-Xcc", "-fPIC",
    ])
    #expect(argumentos.contains("/t/.build/x86_64/debug/Modules") && argumentos.contains("/t/.build/x86_64/debug"))
  }
}

@Suite("Vistas SwiftUI fuera de lo que compila el checker")
struct SinSwiftUITests {
  let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Lessons")

  @Test("Detecta las lecciones cuyas fuentes importan SwiftUI (la 3 sí; la 1 no)")
  func detecta() {
    #expect(Construccion.importaSwiftUI([lessons.appendingPathComponent("03-bindable-action/Solucion")]))
    #expect(!Construccion.importaSwiftUI([lessons.appendingPathComponent("01-reducer-macro/Solucion")]))
    #expect(!Construccion.importaSwiftUI([lessons.appendingPathComponent("no-existe")]))
  }

  @Test("Solo en macOS se deja fuera la vista (en Linux no hay SwiftUI que dejar fuera)")
  func plataforma() {
    let taller = Taller(raiz: lessons.deletingLastPathComponent())
    let construccion = Construccion(
      taller: taller, toolchain: Toolchain(swift: "/s", swiftc: ["/c"]), entorno: [:])
    let leccion = Leccion(numero: 3, slug: "bindable-action", metadatos: nil)
    #if os(macOS)
      #expect(construccion.dejaFueraSwiftUI(leccion, .solucion))
    #else
      #expect(!construccion.dejaFueraSwiftUI(leccion, .solucion))
    #endif
  }
}

@Suite("Rutas de los productos: las dice SwiftPM")
struct RutaBinariosTests {
  /// A fake `swift`: `build --show-bin-path` prints `ruta` (and logs the question); any other
  /// `build` succeeds and writes its `TALLER_SIN_SWIFTUI` to `build.log`.
  func swiftFalso(_ falsa: ToolchainFalsa, ruta: String) throws -> Toolchain {
    let registro = falsa.ruta("preguntas.log")
    let swift = try falsa.programa(
      "bin/swift",
      """
      case "$2" in
        --show-bin-path) echo "$*" >> '\(registro)'; echo 'warning: ruido de SwiftPM'; echo '\(ruta)' ;;
        *) echo "TALLER_SIN_SWIFTUI=$TALLER_SIN_SWIFTUI" > '\(falsa.ruta("build.log"))' ;;
      esac
      """)
    return Toolchain(swift: swift, swiftc: [falsa.ruta("bin/swiftc")])
  }

  func preguntas(_ falsa: ToolchainFalsa) -> [String] {
    ((try? String(contentsOfFile: falsa.ruta("preguntas.log"), encoding: .utf8)) ?? "")
      .split(separator: "\n").map(String.init)
  }

  @Test("Binario y módulos salen de `swift build --show-bin-path` con los mismos argumentos; la respuesta se guarda")
  func desdeSwiftPM() throws {
    let falsa = try ToolchainFalsa()
    defer { falsa.limpiar() }
    let bin = falsa.carpeta.appendingPathComponent("scratch/arm64-apple-macosx/Products/Debug")
    let toolchain = try swiftFalso(falsa, ruta: bin.path)
    let taller = Taller(raiz: falsa.carpeta.appendingPathComponent("taller"))
    try FileManager.default.createDirectory(at: taller.raiz, withIntermediateDirectories: true)
    let scratch = falsa.carpeta.appendingPathComponent("scratch")
    let construccion = Construccion(taller: taller, toolchain: toolchain, entorno: [:])
    let leccion = Leccion(numero: 3, slug: "x", metadatos: nil)

    func construir() throws -> Construccion.Productos {
      let resultado = try construccion.construir(
        leccion, opciones: .init(carpetaTemporal: scratch), tabla: TablaDiagnosticos(entradas: []), registro: RegistroHijos())
      guard case .exito(let productos) = resultado else { throw CancellationError() }
      return productos
    }
    // NB: the product exists after a real build; the question runs during the build (`anticipar`).
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try falsa.programa("scratch/arm64-apple-macosx/Products/Debug/PruebasLeccion03", "exit 0")
    let productos = try construir()
    #expect(productos.binario == bin.appendingPathComponent("PruebasLeccion03"))
    #expect(productos.modulos == bin.appendingPathComponent("Modules"))
    #expect(productos.cacheModulos == bin.appendingPathComponent("ModuleCache"))
    // Una lección sin vistas SwiftUI no cambia el entorno de SwiftPM (cambiarlo obliga a replanificar).
    #expect((try? String(contentsOfFile: falsa.ruta("build.log"), encoding: .utf8)) == "TALLER_SIN_SWIFTUI=\n")
    #expect(preguntas(falsa) == ["build --show-bin-path --package-path \(taller.raiz.path) --scratch-path \(scratch.path)"])

    // The kept answer is used: no second question.
    #expect(try construir().binario == bin.appendingPathComponent("PruebasLeccion03"))
    #expect(preguntas(falsa).count == 1)
  }

  @Test("Una respuesta guardada cuyo producto no existe, o de otra toolchain, se vuelve a preguntar")
  func caducada() throws {
    let falsa = try ToolchainFalsa()
    defer { falsa.limpiar() }
    let bin = falsa.carpeta.appendingPathComponent("nueva")
    let toolchain = try swiftFalso(falsa, ruta: bin.path)
    let taller = Taller(raiz: falsa.carpeta.appendingPathComponent("taller"))
    try FileManager.default.createDirectory(at: taller.raiz, withIntermediateDirectories: true)
    let rutas = RutaBinarios(taller: taller, toolchain: toolchain, entorno: [:])
    let vieja = RutaBinarios.Guardada(clave: rutas.clave(carpetaTemporal: nil), ruta: falsa.ruta("vieja"))
    try FileManager.default.createDirectory(at: taller.carpetaConstruccion, withIntermediateDirectories: true)
    try JSONEncoder().encode(vieja).write(to: rutas.archivoCache(carpetaTemporal: nil))
    #expect(rutas.guardada(carpetaTemporal: nil)?.path == falsa.ruta("vieja"))
    #expect(rutas.resolver(producto: "PruebasLeccion01", carpetaTemporal: nil, registro: RegistroHijos()) == bin)
    #expect(rutas.guardada(carpetaTemporal: nil) == bin)

    let otra = RutaBinarios(taller: taller, toolchain: toolchain, entorno: ["TOOLCHAINS": "swift-6.1"])
    #expect(otra.guardada(carpetaTemporal: nil) == nil)
  }
}
