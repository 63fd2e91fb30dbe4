// Prueba real de la entrada `sintaxis-llave`: al `switch` le falta su llave de cierre.
import ComposableArchitecture

struct Contador: Reducer {
  struct State: Equatable { var cuenta = 0 }
  enum Action { case sumarPulsado }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .sumarPulsado:
        state.cuenta += 1
        return .none
    }
  }
}
