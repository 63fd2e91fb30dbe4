import Foundation
import Testing

@testable import Motor

@Suite("Analizador store-send-en-vista: una vista con ViewActionSending que envía por store.send")
struct AnalisisVistaTests {
  let vista = """
    import ComposableArchitecture

    @MainActor
    struct ContadorVista {
      let store: StoreOf<Contador>

      func botonMasPulsado() {
        store.send(.view(.incrementarPulsado))
      }

      func botonMenosPulsado() {
        self.store.send(.view(.decrementarPulsado))
      }

      func botonReiniciarPulsado() {
        send(.reiniciarPulsado)
      }
    }
    """

  @Test("Con la conformidad en una extensión de otro archivo: una por llamada, en su línea, también self.store.send")
  func conConformidad() throws {
    let conformidad = "extension ContadorVista: ViewActionSending {}"
    let hallazgos = AnalizadorFuente.analizar([(ruta: "V.swift", texto: vista), (ruta: "C.swift", texto: conformidad)])
    #expect(hallazgos.map(\.id) == [.storeSendEnVista, .storeSendEnVista])
    #expect(hallazgos.map(\.linea) == [8, 12])
    #expect(hallazgos.allSatisfy { $0.tipoSwift == "ContadorVista" && $0.archivo == "V.swift" && $0.tipo == .esencial })
  }

  @Test("Con @ViewAction(for:) en vez de la conformidad escrita a mano, y en una extensión de la vista")
  func conAtributo() {
    let conAtributo = vista.replacingOccurrences(
      of: "@MainActor\nstruct ContadorVista", with: "@ViewAction(for: Contador.self)\n@MainActor\nstruct ContadorVista")
    #expect(AnalizadorFuente.analizar([(ruta: "V.swift", texto: conAtributo)]).map(\.linea) == [9, 13])
    let enExtension = """
      struct AjustesVista: ViewActionSending { let store: StoreOf<Ajustes> }
      extension AjustesVista {
        func guardar() { store.send(.view(.guardarPulsado)) }
      }
      """
    #expect(AnalizadorFuente.analizar([(ruta: "A.swift", texto: enExtension)]).map(\.linea) == [3])
  }

  @Test("No cuenta: sin la conformidad (la plantilla), send(_:), otro.store.send ni un tipo que no es la vista")
  func noCuenta() {
    #expect(AnalizadorFuente.analizar([(ruta: "V.swift", texto: vista)]).isEmpty)
    let otros = """
      struct Padre: ViewActionSending {
        let store: StoreOf<Padre>
        let hija: HijaVista
        func tocar() { hija.store.send(.algo); send(.tocado) }
      }
      struct Ayudante {
        let store: StoreOf<Padre>
        func enviar() { store.send(.view(.tocado)) }
      }
      """
    #expect(AnalizadorFuente.analizar([(ruta: "P.swift", texto: otros)]).isEmpty)
  }

  @Test("Cada hallazgo guarda lo que se envió, tal como se escribió; nada si ocupa varias líneas o lleva una cadena")
  func loEnviado() {
    let conformidad = "extension ContadorVista: ViewActionSending {}"
    let hallazgos = AnalizadorFuente.analizar([(ruta: "V.swift", texto: vista), (ruta: "C.swift", texto: conformidad)])
    #expect(hallazgos.map(\.enviado) == [".view(.incrementarPulsado)", ".view(.decrementarPulsado)"])
    let otros = """
      struct Temporizador: ViewActionSending {
        let store: StoreOf<Temporizador>
        func cancelar() { store.send(.cancelarPulsado) }
        func nombre() { store.send(.binding(.set(\\.nombre, "Ana"))) }
        func varias() {
          store.send(
            .view(.guardarPulsado))
        }
        func conEtiqueta() { store.send(.view(.mover(hasta: 3, animado: true))) }
      }
      """
    #expect(AnalizadorFuente.analizar([(ruta: "T.swift", texto: otros)]).map(\.enviado) == [
      ".cancelarPulsado", nil, nil, ".view(.mover(hasta: 3, animado: true))",
    ])
  }
}
