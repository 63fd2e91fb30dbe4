// Prueba real de la entrada `vista-envia-accion-interna`: la vista envía una acción que no es de la vista.
import ComposableArchitecture

struct Reloj: Reducer {
  struct State: Equatable { var segundos = 0 }
  enum Action: ViewAction {
    case view(View)
    case tickRecibido
    enum View { case empezarPulsado }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .view(.empezarPulsado): return .none
    case .tickRecibido:
      state.segundos += 1
      return .none
    }
  }
}

@MainActor
struct RelojVista: ViewActionSending {
  let store: StoreOf<Reloj>

  func alAparecer() {
    send(.tickRecibido)
  }
}
