import Foundation
import Testing

@testable import CheckerCore
@testable import Motor
import TallerComun

@Suite("Veredicto de cada prueba oculta")
struct VeredictoTests {
  func proceso(
    _ terminacion: ResultadoProceso.Terminacion, tiempo: Bool = false, errores: String = "", salida: String = ""
  ) -> ResultadoProceso {
    ResultadoProceso(
      terminacion: terminacion, tiempoAgotado: tiempo, interrumpido: false, salida: Data(salida.utf8),
      errores: Data(errores.utf8), bytesDescartados: 0, duracion: 0.1)
  }

  func resultado(_ estado: EventoArnes.Estado, _ mensajes: [String] = []) -> EventoArnes {
    EventoArnes(formato: 1, tipo: .resultado, id: "a", estado: estado, mensajes: mensajes)
  }

  @Test("Pasa solo con un evento 'pasa' y salida limpia")
  func pasa() {
    #expect(Veredicto.decidir(id: "a", proceso: proceso(.salida(0)), eventos: [resultado(.pasa)], limiteSegundos: 5).estado == .pasa)
    let tardio = Veredicto.decidir(id: "a", proceso: proceso(.senal(11)), eventos: [resultado(.pasa)], limiteSegundos: 5)
    #expect(tardio.estado == .crash)
  }

  @Test("exit(0) sin resultado nunca es pasar")
  func salidaCero() {
    let veredicto = Veredicto.decidir(id: "a", proceso: proceso(.salida(0)), eventos: [], limiteSegundos: 5)
    #expect(veredicto.estado == .crash)
    #expect(MensajesChecker.mensajes(veredicto).first?.contains("terminó con exit(0) antes de que la prueba acabara") == true)
  }

  @Test("Un evento de otra prueba no cuenta")
  func otroId() {
    let ajeno = EventoArnes(formato: 1, tipo: .resultado, id: "b", estado: .pasa)
    #expect(Veredicto.decidir(id: "a", proceso: proceso(.salida(0)), eventos: [ajeno], limiteSegundos: 5).estado == .crash)
  }

  @Test("Una trampa: señal, línea 'Fatal error' y sin pila de llamadas")
  func trampa() {
    let errores = """
      Leccion02/Fallos.swift:5: Fatal error: boom
      Current stack trace:
      0    libswiftCore.so                    0x00007f956a55f130 swift_reportError + 33
      1    Exe                                0x00005595479be9b6 <unavailable> + 6582
      """
    let veredicto = Veredicto.decidir(
      id: "a", proceso: proceso(.senal(4), errores: errores), eventos: [], limiteSegundos: 5)
    #expect(veredicto.estado == .crash)
    #expect(
      MensajesChecker.mensajes(veredicto) == [
        "El programa se detuvo durante esta prueba: señal 4 (una trampa de Swift: `fatalError`, un índice fuera de rango, un `!` sobre `nil`, una división por cero…).\nLeccion02/Fallos.swift:5: Fatal error: boom"
      ])
    #expect(veredicto.salida == "Leccion02/Fallos.swift:5: Fatal error: boom")
  }

  @Test("Los mensajes de un fallo se conservan literales")
  func fallo() {
    let veredicto = Veredicto.decidir(
      id: "a", proceso: proceso(.salida(1)), eventos: [resultado(.falla, ["  − a\n  + b"])], limiteSegundos: 5)
    #expect(veredicto.estado == .fallo)
    #expect(veredicto.mensajes == ["  − a\n  + b"])
  }

  @Test("Tiempo agotado, por el vigilante del arnés o por el checker")
  func tiempo() {
    let porArnes = Veredicto.decidir(id: "a", proceso: proceso(.salida(3)), eventos: [resultado(.tiempo)], limiteSegundos: 2.5)
    let porChecker = Veredicto.decidir(id: "a", proceso: proceso(.senal(9), tiempo: true), eventos: [], limiteSegundos: 5)
    #expect(porArnes.estado == .tiempo)
    #expect(MensajesChecker.mensajes(porArnes).first?.hasPrefix("tiempo agotado (2.5 s)") == true)
    #expect(porChecker.estado == .tiempo)
    #expect(MensajesChecker.mensajes(porChecker).first?.hasPrefix("tiempo agotado (5 s)") == true)
  }

  @Test("Decodifica la línea de eventos que escribe el arnés")
  func eventoDelArnes() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ev-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let texto = #"{"duracion":0.5,"estado":"falla","formato":1,"id":"a","mensajes":["x\ny"],"tipo":"resultado"}"#
      + "\n{\"formato\":1,\"tipo\":\"resul"
    try Data(texto.utf8).write(to: url)
    #expect(
      EventoArnes.leer(url) == [
        EventoArnes(formato: 1, tipo: .resultado, id: "a", estado: .falla, mensajes: ["x\ny"], duracion: 0.5)
      ])
  }
}
