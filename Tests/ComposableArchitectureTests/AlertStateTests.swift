import Foundation
import Testing

@testable import ComposableArchitecture

/// `AlertState`, `ButtonState`, `TextState` and `ConfirmationDialogState` as swift-navigation
/// 2.9.1 defines them (re-exported by TCA 1.25.5), and alerts presented through `ifLet` as TCA's
/// `_PresentationReducer` treats `_EphemeralState`.
@MainActor
@Suite("Alertas: AlertState, ButtonState, TextState y su presentación")
struct AlertStateTests {
  @Test("Dos alertas con el mismo contenido son iguales aunque su id no lo sea")
  func igualdadSinId() {
    let una = Papelera.alerta
    let otra = Papelera.alerta
    #expect(una.id != otra.id)
    #expect(una == otra)
    var distinta = Papelera.alerta
    distinta.message = TextState("Otra cosa.")
    #expect(distinta != una)
    #expect(Set([una, otra]).count == 1)
  }

  @Test("Los botones guardan rol, etiqueta y acción; el constructor admite if, else y for")
  func botones() {
    let extra = true
    let alerta = AlertState<Int> {
      TextState("Título")
    } actions: {
      ButtonState(role: .destructive, action: 1) { TextState("Uno") }
      if extra {
        ButtonState(action: .send(2)) { TextState("Dos") }
      } else {
        ButtonState { TextState("Nunca") }
      }
      for n in 3...4 {
        ButtonState(action: n) { TextState("N\(n)") }
      }
      ButtonState(role: .cancel) { TextState("Cancelar") }
    }
    #expect(alerta.buttons.map { $0.action.action } == [1, 2, 3, 4, nil])
    #expect(alerta.buttons.map(\.role) == [.destructive, nil, nil, nil, .cancel])
    #expect(alerta.buttons.map { String(state: $0.label) } == ["Uno", "Dos", "N3", "N4", "Cancelar"])
    #expect(alerta.message == nil)
    var recibida: Int?
    alerta.buttons[0].withAction { recibida = $0 }
    #expect(recibida == 1)
    let texto = alerta.map { $0.map { "\($0)" } }
    #expect(texto.buttons.map { $0.action.action } == ["1", "2", "3", "4", nil])
    #expect(texto.id == alerta.id)
  }

  @Test("TextState se compara por lo que dice, también unido con +")
  func textos() {
    #expect(TextState("Hola, ") + TextState("Ana") == TextState("Hola, Ana"))
    #expect(TextState(verbatim: "x") != TextState("y"))
    #expect(String(state: TextState("a") + TextState(verbatim: "b")) == "ab")
    #expect(String(customDumping: TextState("¿Sí?")) == "\"¿Sí?\"")
  }

  @Test("Un diálogo de confirmación compara también si muestra el título")
  func dialogo() {
    let automatico = ConfirmationDialogState<Int> { TextState("T") } actions: {
      ButtonState(action: 1) { TextState("Uno") }
    }
    let visible = ConfirmationDialogState<Int>(titleVisibility: .visible) { TextState("T") } actions: {
      ButtonState(action: 1) { TextState("Uno") }
    }
    #expect(automatico.titleVisibility == .automatic)
    #expect(automatico != visible)
    #expect(visible == visible.map { $0 })
  }

  @Test("El volcado de una alerta no muestra su id y nombra título, botones y mensaje")
  func volcado() {
    let volcado = String(customDumping: Papelera.alerta)
    #expect(!volcado.contains("UUID"))
    #expect(volcado.contains("title: \"¿Vaciar la papelera?\""))
    #expect(volcado.contains("role: .destructive"))
    #expect(volcado.contains("action: .confirmarVaciar"))
    #expect(volcado.contains("message: \"No se puede deshacer.\""))
    var otra = Papelera.alerta
    otra.title = TextState("¿Vaciar?")
    let cambios = diff(Papelera.alerta, otra) ?? ""
    #expect(cambios.contains("−   title: \"¿Vaciar la papelera?\""))
    #expect(cambios.contains("+   title: \"¿Vaciar?\""))
  }

  @Test("Una acción de la alerta la cierra sola: el padre la recibe y destino queda en nil")
  func accionCierraLaAlerta() async {
    await sinProblemas {
      let store = TestStore(initialState: Papelera.State()) { Papelera() }
      await store.send(.vaciarPulsado) { $0.destino = .alerta(Papelera.alerta) }
      await store.send(.destino(.presented(.alerta(.confirmarVaciar)))) {
        $0.elementos = []
        $0.destino = nil
      }
    }
  }

  @Test("Si el padre presenta otra alerta al recibir la acción, la nueva se queda")
  func otraAlertaSeQueda() async {
    await sinProblemas {
      let store = TestStore(initialState: Papelera.State()) { Papelera() }
      await store.send(.vaciarPulsado) { $0.destino = .alerta(Papelera.alerta) }
      await store.send(.destino(.presented(.alerta(.avisar)))) { $0.avisos = 1 }
      await store.send(.destino(.dismiss)) { $0.destino = nil }
    }
  }

  @Test("Una acción de otro destino no cierra la hoja presentada")
  func hojaNoEsEfimera() async {
    await sinProblemas {
      let store = TestStore(initialState: Papelera.State()) { Papelera() }
      await store.send(.verHoja) { $0.destino = .hoja(Hoja.State()) }
      await store.send(.destino(.presented(.hoja(.cambiarId(2))))) {
        $0.destino = .hoja(Hoja.State(id: 2))
      }
      await store.send(.destino(.dismiss)) { $0.destino = nil }
    }
  }

  @Test("Una alerta presentada no deja efectos en curso: la prueba acaba sin finish()")
  func alertaSinEfectoEnCurso() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Papelera.State()) { Papelera() }
      await store.send(.vaciarPulsado) { $0.destino = .alerta(Papelera.alerta) }
      // NB: a presented feature keeps its long-living effect; an alert keeps none (TCA 1.25.5).
      #expect(store.core.effects.isEmpty)
      await store.send(.destino(.dismiss)) { $0.destino = nil }
      await store.send(.verHoja) { $0.destino = .hoja(Hoja.State()) }
      #expect(!store.core.effects.isEmpty)
      await store.send(.destino(.dismiss)) { $0.destino = nil }
    }
    #expect(problemas.isEmpty, "\(problemas.map(\.message))")
  }

  @Test("Una alerta en su propio PresentationState, con ifLet sin hijo, también se cierra sola")
  func alertaSinEnum() async {
    await sinProblemas {
      let store = TestStore(initialState: Aviso.State()) { Aviso() }
      await store.send(.pedir) {
        $0.alerta = AlertState { TextState("¿Seguro?") } actions: {
          ButtonState(action: .confirmar) { TextState("Sí") }
        }
      }
      await store.send(.alerta(.presented(.confirmar))) {
        $0.confirmado = true
        $0.alerta = nil
      }
      await store.send(.pedir) {
        $0.alerta = AlertState { TextState("¿Seguro?") } actions: {
          ButtonState(action: .confirmar) { TextState("Sí") }
        }
      }
      await store.send(.alerta(.dismiss)) { $0.alerta = nil }
    }
  }
}
