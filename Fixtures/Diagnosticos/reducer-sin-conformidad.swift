// Prueba real de la entrada `reducer-sin-conformidad`: el tipo de acciones se llama `Accion`.
import ComposableArchitecture

struct Contador: Reducer {
  struct State: Equatable { var cuenta = 0 }
  enum Accion { case sumarPulsado }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.cuenta += 1
      return .none
    }
  }
}
