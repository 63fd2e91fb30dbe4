// Prueba real de la entrada `archivo-no-utf8`: un comentario guardado en Latin-1 (la ñ de año).
import ComposableArchitecture

struct Contador: Reducer {
  struct State: Equatable { var cuenta = 0 }
  enum Action { case sumarPulsado }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.cuenta += 1
      return .none
    }
  }
}
