import Testing

@testable import CheckerCore
@testable import Motor

@Suite("Texto del analizador store-send-en-vista")
struct AnalisisVistaTextoTests {
  @Test("store-send-en-vista: el arreglo usa lo que el alumno envió, nunca casos de otra lección")
  func arregloStoreSend() {
    func texto(_ enviado: String?) -> String {
      MensajesAnalisis.texto(HallazgoAnalisis(
        id: .storeSendEnVista, archivo: "T.swift", linea: 3, tipoSwift: "TemporizadorVista", enviado: enviado))
    }
    let dentroDeView = texto(".view(.guardarPulsado)")
    #expect(dentroDeView.contains("`send(.guardarPulsado)` en lugar de `store.send(.view(.guardarPulsado))`"))
    // Un caso que aún no está en `Action.View`: enviarlo con `send` no compilaría sin moverlo.
    let fueraDeView = texto(".cancelarPulsado")
    #expect(fueraDeView.contains("si `.cancelarPulsado` es un gesto del usuario, su caso va en `Action.View` y se envía con `send(.cancelarPulsado)`"))
    #expect(texto(nil).contains("`send(.caso)` en lugar de `store.send(.view(.caso))`"))
    for escrito in [dentroDeView, fueraDeView, texto(nil)] {
      #expect(!escrito.contains("incrementarPulsado"))
      #expect(escrito.contains("`TemporizadorVista` conforma `ViewActionSending`"))
    }
  }
}
