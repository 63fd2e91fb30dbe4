// Prueba real de la entrada `vista-envia-accion-no-de-vista` (lección 5): el `send` de una vista
// con `ViewActionSending` solo acepta `Action.View`, y la vista envía una respuesta de un efecto.
import ComposableArchitecture

struct Descarga: Reducer {
  struct State: Equatable { var terminada = false }

  enum Action: ViewAction {
    case view(View)
    case descargaTerminada
    enum View { case descargarPulsado }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .view(.descargarPulsado):
      return .send(.descargaTerminada)
    case .descargaTerminada:
      state.terminada = true
      return .none
    }
  }
}

@MainActor
struct DescargaVista: ViewActionSending {
  let store: StoreOf<Descarga>

  func saltarseLaDescarga() {
    send(.descargaTerminada)
  }
}
