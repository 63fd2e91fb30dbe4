// informe: https://github.com/pointfreeco/swift-composable-architecture/issues/1329
// entrada: efecto-captura-state
// Un efecto que lee `state` dentro de su cierre: `state` es `inout` y no puede entrar en él.
import ComposableArchitecture

struct Contador: Reducer {
  struct State: Equatable { var cuenta = 0 }
  enum Action: Equatable {
    case datoPulsado
    case datoRecibido(Int)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .datoPulsado:
        return .run { send in
          await send(.datoRecibido(state.cuenta + 1))
        }
      case .datoRecibido:
        return .none
      }
    }
  }
}
