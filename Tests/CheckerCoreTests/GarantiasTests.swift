import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

@Suite("Garantías de tipos: cabecera y juicio")
struct GarantiasTests {
  func archivo(_ texto: String, nombre: String = "sin-setters.swift") throws -> URL {
    let carpeta = FileManager.default.temporaryDirectory.appendingPathComponent("nc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    let url = carpeta.appendingPathComponent(nombre)
    try Data(texto.utf8).write(to: url)
    return url
  }

  @Test("Lee la cabecera")
  func cabecera() throws {
    let url = try archivo(
      """
      // nombre: La vista no puede enviar una acción interna
      // diagnostico: has no member 'tickRecibido'
      // linea: 6
      // pista: Usa `Action.View`.
      import Leccion04
      """)
    let garantia = try Garantia.leer(url).get()
    #expect(garantia.id == "sin-setters")
    #expect(garantia.nombre == "La vista no puede enviar una acción interna")
    #expect(garantia.diagnostico == "has no member 'tickRecibido'")
    #expect(garantia.linea == 6)
    #expect(garantia.pista == "Usa `Action.View`.")
  }

  @Test("Una cabecera incompleta se explica")
  func incompleta() throws {
    let url = try archivo("// nombre: Algo\n// linea: x\nimport A\n")
    guard case .failure(let problema) = Garantia.leer(url) else {
      Issue.record("debería fallar")
      return
    }
    #expect(problema.description == "NoCompila/sin-setters.swift: faltan campos en la cabecera: diagnostico, pista")
  }

  @Test("Se cumple solo si todos los errores son el esperado en la línea esperada")
  func juicio() {
    let garantia = Garantia(
      id: "g", archivo: URL(fileURLWithPath: "/x/g.swift"), nombre: "G", diagnostico: "has no member 'x'",
      linea: 3, pista: "P")
    func error(_ linea: Int, _ mensaje: String) -> DiagnosticoCompilador {
      DiagnosticoCompilador(archivo: "/x/g.swift", linea: linea, columna: 1, severidad: .error, mensaje: mensaje)
    }
    #expect(RevisorGarantias.juzgar(garantia, errores: [error(3, "type 'A' has no member 'x'")]) == .cumple)
    #expect(RevisorGarantias.juzgar(garantia, errores: []) == .rota(.compila))
    #expect(
      MensajesChecker.detalle(RevisorGarantias.juzgar(garantia, errores: [error(3, "type 'A' has no member 'x'"), error(4, "otro")]), id: "g")
        == (
          "Se esperaba el error «has no member 'x'» en la línea 3 (y ningún error fuera de ahí), pero el compilador dijo:\n"
            + "g.swift:4:1: error: otro"))
    #expect(RevisorGarantias.juzgar(garantia, errores: [error(2, "type 'A' has no member 'x'")]) != .cumple)
    #expect(
      MensajesChecker.detalle(RevisorGarantias.juzgar(garantia, errores: [error(3, "cannot find 'x' in scope")]), id: "g")
        == (
          "Se esperaba el error «has no member 'x'» en la línea 3 (y ningún error fuera de ahí), pero el compilador dijo:\n"
            + "g.swift:3:1: error: cannot find 'x' in scope"))
  }

  @Test("Cabecera tolerante: varias redacciones aceptadas, un rango de líneas y las versiones en que se vio")
  func cabeceraTolerante() throws {
    let url = try archivo(
      """
      // nombre: Sin setters
      // diagnostico: has no member 'nombreCambiado'
      // diagnostico: no member named 'nombreCambiado'
      // linea: 11-13
      // visto-con: 6.3.1, 6.2
      // pista: Usa `binding`.
      import Leccion03
      """)
    let garantia = try Garantia.leer(url).get()
    #expect(garantia.diagnosticos == ["has no member 'nombreCambiado'", "no member named 'nombreCambiado'"])
    #expect(garantia.lineas == 11...13)
    #expect(garantia.vistoCon == ["6.3.1", "6.2"])
    #expect(garantia.diagnostico == "has no member 'nombreCambiado'" && garantia.linea == 11)
    #expect(Garantia.rangoLineas("12") == 12...12)
    #expect(Garantia.rangoLineas("13-11") == nil)
    #expect(Garantia.rangoLineas("0") == nil)
    #expect(Garantia.rangoLineas("1-2-3") == nil)
    let mala = try archivo("// nombre: N\n// diagnostico: d\n// linea: 3-\n// pista: p\nimport A\n")
    guard case .failure(let problema) = Garantia.leer(mala) else {
      Issue.record("un rango incompleto debía rechazarse")
      return
    }
    #expect(problema.detalle == "'linea' debe ser un número positivo o un rango como 11-13")
  }

  @Test("Juicio tolerante: basta una redacción aceptada dentro del rango; nada fuera de él")
  func juicioTolerante() {
    let garantia = Garantia(
      id: "g", archivo: URL(fileURLWithPath: "/x/g.swift"), nombre: "G",
      diagnosticos: ["has no member 'x'", "no member named 'x'"], lineas: 11...13, pista: "P")
    func error(_ linea: Int, _ mensaje: String) -> DiagnosticoCompilador {
      DiagnosticoCompilador(archivo: "/x/g.swift", linea: linea, columna: 1, severidad: .error, mensaje: mensaje)
    }
    // La redacción de Swift 6.3, la alternativa (otra versión) y otra línea de la misma declaración.
    #expect(RevisorGarantias.juzgar(garantia, errores: [error(12, "type 'A' has no member 'x'")]) == .cumple)
    #expect(RevisorGarantias.juzgar(garantia, errores: [error(11, "enum 'A' has no member named 'x'")]) == .cumple)
    // Un error de arrastre junto al esperado, dentro del rango, no la rompe.
    #expect(
      RevisorGarantias.juzgar(
        garantia, errores: [error(13, "type 'A' has no member 'x'"), error(13, "cannot infer contextual base")])
        == .cumple)
    // Fuera del rango, o sin ninguna redacción aceptada, está rota.
    #expect(RevisorGarantias.juzgar(garantia, errores: [error(14, "type 'A' has no member 'x'")]) != .cumple)
    #expect(
      MensajesChecker.detalle(RevisorGarantias.juzgar(
        garantia, errores: [error(12, "type 'A' has no member 'x'"), error(20, "otro")]), id: "g")
        == (
          "Se esperaba el error «has no member 'x'» o «no member named 'x'» en las líneas 11–13 (y ningún error fuera de ahí), "
            + "pero el compilador dijo:\ng.swift:20:1: error: otro"))
    #expect(RevisorGarantias.juzgar(garantia, errores: [error(12, "cannot find 'x' in scope")]) != .cumple)
  }
}
