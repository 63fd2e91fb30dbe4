import Foundation
import Testing

@testable import CheckerCore

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
    #expect(ComprobadorGarantias.juzgar(garantia, errores: [error(3, "type 'A' has no member 'x'")]) == .cumple)
    #expect(ComprobadorGarantias.juzgar(garantia, errores: []) == .rota(MensajesChecker.garantiaCompila))
    #expect(
      ComprobadorGarantias.juzgar(garantia, errores: [error(3, "type 'A' has no member 'x'"), error(4, "otro")])
        == .rota("Se esperaba solo el error «has no member 'x'» en la línea 3, pero el compilador dijo:\ng.swift:4:1: error: otro"))
    #expect(ComprobadorGarantias.juzgar(garantia, errores: [error(2, "type 'A' has no member 'x'")]) != .cumple)
  }
}
