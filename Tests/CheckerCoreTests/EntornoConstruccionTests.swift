import Foundation
import SoporteProcesos
import Testing

@testable import CheckerCore
@testable import Motor

/// The environment of a lesson's `swift build`: the outer `swift run`'s when nothing is missing (SwiftPM
/// reuses its manifest evaluation and build plan), one of our own otherwise. A fake `swift` records
/// each call as `<TALLER_CARPETAS_AUSENTES or «sin»>|<arguments>`.
@Suite("Entorno de la compilación de una lección")
struct EntornoConstruccionTests {
  /// A workbook with lesson 1 and a fake `swift` whose body is `cuerpo` (after the recording line).
  func preparar(_ cuerpo: String) throws -> (TallerTemporal, Revisor, URL) {
    let temporal = try TallerTemporal()
    let registro = temporal.taller.raiz.appendingPathComponent("llamadas.txt")
    let swift = temporal.taller.raiz.appendingPathComponent("bin/swift")
    try escribirPrograma(
      """
      #!/bin/sh
      echo "${TALLER_CARPETAS_AUSENTES-sin}|$*" >> "\(registro.path)"
      case "$*" in *--show-bin-path*) echo "\(temporal.taller.raiz.path)/.build/debug"; exit 0;; esac
      \(cuerpo)
      """, en: swift)
    let revisor = Revisor(
      taller: temporal.taller, catalogo: try Catalogo.cargar(temporal.taller),
      toolchain: Toolchain(swift: swift.path, swiftc: ["/no-existe/swiftc"]),
      entorno: ["PATH": "/usr/bin:/bin", "TALLER_CARPETAS_AUSENTES": "heredada"], registro: RegistroHijos())
    return (temporal, revisor, registro)
  }

  func llamadas(_ registro: URL) -> [String] {
    let texto = (try? String(contentsOf: registro, encoding: .utf8)) ?? ""
    return texto.split(separator: "\n").map(String.init).filter { !$0.contains("--show-bin-path") }
  }

  @Test("Sin carpetas ausentes, swift build recibe el entorno de fuera (sin TALLER_CARPETAS_AUSENTES)")
  func mismoEntorno() throws {
    let (temporal, revisor, registro) = try preparar("exit 0")
    defer { temporal.limpiar() }
    let leccion = try #require(revisor.catalogo.leccion(numero: 1))
    let resultado = try revisor.construirLeccion(leccion, opciones: .init())
    guard case .exito = resultado else {
      Issue.record("debía compilar: \(resultado)")
      return
    }
    #expect(llamadas(registro) == ["sin|build --product PruebasLeccion01 --package-path \(temporal.taller.raiz.path)"])
  }

  @Test("Un manifiesto en caché sin el producto (de cuando faltaba una carpeta): se compila otra vez con entorno propio")
  func reintento() throws {
    let (temporal, revisor, registro) = try preparar(
      """
      if [ -z "${TALLER_CARPETAS_AUSENTES+x}" ]; then echo "error: no product named 'PruebasLeccion01'" >&2; exit 1; fi
      exit 0
      """)
    defer { temporal.limpiar() }
    let leccion = try #require(revisor.catalogo.leccion(numero: 1))
    let resultado = try revisor.construirLeccion(leccion, opciones: .init())
    guard case .exito = resultado else {
      Issue.record("debía compilar al reintentar: \(resultado)")
      return
    }
    #expect(llamadas(registro).map(\.primerCampo) == ["sin", ""])
  }

  @Test(".build borrado mientras se compila: construccion-borrada, «vuelve a ejecutar», nunca «git pull»")
  func construccionBorrada() throws {
    let (temporal, revisor, _) = try preparar(
      "rm -rf \"$PWD/.build\"; mkdir -p \"$PWD/.build/debug\"; "
        + "echo \"error: unable to open output file '$PWD/.build/debug/x.o'\" >&2; exit 1")
    defer { temporal.limpiar() }
    try FileManager.default.createDirectory(at: temporal.taller.carpetaConstruccion, withIntermediateDirectories: true)
    let leccion = try #require(revisor.catalogo.leccion(numero: 1))
    guard case .fallo(let fallo) = try revisor.construirLeccion(leccion, opciones: .init()) else {
      Issue.record("debía fallar")
      return
    }
    #expect(fallo.tipo == .construccionBorrada)
    #expect(CausasJSON.compilacion(fallo) == "construccion-borrada")
    let texto = RedactorCompilacion(estilo: Estilo(color: false)).redactar(fallo, leccion: leccion).joined(separator: "\n")
    #expect(texto.contains("La carpeta de compilación (.build) se borró mientras se compilaba"))
    #expect(texto.contains("Vuelve a ejecutar `swift run -q checker leccion1`"))
    #expect(!texto.contains("git pull"))
  }

  @Test("Una compilación que falla sin errores con .build intacto sigue siendo desconocida")
  func construccionIntacta() throws {
    let (temporal, revisor, _) = try preparar("echo 'error: algo raro de SwiftPM' >&2; exit 1")
    defer { temporal.limpiar() }
    try FileManager.default.createDirectory(at: temporal.taller.carpetaConstruccion, withIntermediateDirectories: true)
    let leccion = try #require(revisor.catalogo.leccion(numero: 1))
    guard case .fallo(let fallo) = try revisor.construirLeccion(leccion, opciones: .init()) else {
      Issue.record("debía fallar")
      return
    }
    #expect(fallo.tipo == .desconocido)
  }

  @Test("Con una carpeta ausente, TALLER_CARPETAS_AUSENTES la nombra y no se reintenta")
  func carpetaAusente() throws {
    let (temporal, _, registro) = try preparar("echo \"error: no product named 'PruebasLeccion01'\" >&2; exit 1")
    defer { temporal.limpiar() }
    try temporal.escribir(
      "Package.swift", "let lecciones: [Leccion] = [\n  leccion(1, \"termostato\"),\n  leccion(2, \"otra\"),\n]\n")
    let revisor = Revisor(
      taller: temporal.taller, catalogo: try Catalogo.cargar(temporal.taller),
      toolchain: Toolchain(swift: temporal.taller.raiz.appendingPathComponent("bin/swift").path, swiftc: []),
      entorno: ["PATH": "/usr/bin:/bin"], registro: RegistroHijos())
    let leccion = try #require(revisor.catalogo.leccion(numero: 1))
    let resultado = try revisor.construirLeccion(leccion, opciones: .init())
    guard case .fallo = resultado else {
      Issue.record("debía fallar: \(resultado)")
      return
    }
    #expect(llamadas(registro).map(\.primerCampo) == ["2"])
  }
}

@Suite("Una copia de trabajo que no se puede compilar se rechaza antes de compilar, con su arreglo")
struct CopiaDeTrabajoRechazadaTests {
  func revisor(_ temporal: TallerTemporal) throws -> Revisor {
    Revisor(
      taller: temporal.taller, catalogo: try Catalogo.cargar(temporal.taller),
      toolchain: Toolchain(swift: "/no-existe/swift", swiftc: []), entorno: [:], registro: RegistroHijos())
  }

  @Test("Sin ningún .swift (vaciada): rechazada, nunca una compilación anterior")
  func vacia() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let revisor = try revisor(temporal)
    let leccion = try #require(revisor.catalogo.leccion(numero: 1))
    #expect(revisor.carpetaAusente(leccion, fuente: .copiaDeTrabajo) == nil)
    try FileManager.default.removeItem(at: temporal.taller.raiz.appendingPathComponent("Sources/Workbook/Leccion01/Termostato.swift"))
    try temporal.escribir("Sources/Workbook/Leccion01/notas.txt", "hola\n")
    #expect(revisor.carpetaAusente(leccion, fuente: .copiaDeTrabajo) == .copiaDeTrabajoVacia)
    let mensaje = MensajesChecker.rechazo(.copiaDeTrabajoVacia, leccion: leccion)
    #expect(mensaje.contains("no tiene ningún archivo .swift"))
    #expect(mensaje.contains("git checkout -- Sources/Workbook/Leccion01"))
    #expect(CausasJSON.leccion(.rechazada(.copiaDeTrabajoVacia)) == "copia-de-trabajo-vacia")
    // `revisar` refuses it before building (the fake `swift` would fail to start otherwise).
    guard case .rechazada(.copiaDeTrabajoVacia) = revisor.revisar(leccion).resultado else {
      Issue.record("revisar debía rechazarla")
      return
    }
  }

  @Test("Sin la carpeta de pruebas ocultas: rechazada antes de compilar, con la carpeta y el arreglo")
  func sinPruebasOcultas() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let revisor = try revisor(temporal)
    let leccion = try #require(revisor.catalogo.leccion(numero: 1))
    try FileManager.default.removeItem(at: temporal.taller.raiz.appendingPathComponent(leccion.carpetaPruebas))
    for fuente in [FuenteLeccion.copiaDeTrabajo, .solucion] {
      #expect(revisor.carpetaAusente(leccion, fuente: fuente) == .faltanPruebasOcultas)
    }
    let mensaje = MensajesChecker.rechazo(.faltanPruebasOcultas, leccion: leccion)
    #expect(mensaje.hasPrefix("Faltan las pruebas ocultas de la lección 1: la carpeta 'Tests/Exercises/Leccion01'"))
    #expect(mensaje.contains("`git checkout -- Tests/Exercises/Leccion01`"))
    #expect(CausasJSON.leccion(.rechazada(.faltanPruebasOcultas)) == "faltan-pruebas-ocultas")
    guard case .rechazada(.faltanPruebasOcultas) = revisor.revisar(leccion).resultado else {
      Issue.record("revisar debía rechazarla")
      return
    }
  }

  @Test("Un archivo main.swift: rechazada con su nombre y el arreglo")
  func archivoMain() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Sources/Workbook/Leccion01/Extra/main.swift", "print(1)\n")
    let revisor = try revisor(temporal)
    let leccion = try #require(revisor.catalogo.leccion(numero: 1))
    let rechazo = revisor.carpetaAusente(leccion, fuente: .copiaDeTrabajo)
    #expect(rechazo == .archivoMain(ruta: "Sources/Workbook/Leccion01/Extra/main.swift"))
    let mensaje = rechazo.map { MensajesChecker.rechazo($0, leccion: leccion) } ?? ""
    #expect(mensaje.hasPrefix("No se compila nada: 'Sources/Workbook/Leccion01/Extra/main.swift' se llama main.swift"))
    #expect(mensaje.contains("Cámbiale el nombre"))
  }
}

extension String {
  /// The text before the first `|` (the recorded `TALLER_CARPETAS_AUSENTES`).
  fileprivate var primerCampo: String { split(separator: "|", omittingEmptySubsequences: false).first.map(String.init) ?? "" }
}
