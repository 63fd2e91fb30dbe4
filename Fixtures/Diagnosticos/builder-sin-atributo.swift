// Prueba real de la entrada `builder-sin-atributo`: el experimento de la lección 1 (la conformidad en
// una extensión aparte y dos `Reduce` seguidos en un `body` sin `@ReducerBuilder`).
import ComposableArchitecture

struct Contador {
  struct State: Equatable { var cuenta = 0 }
  enum Action { case sumarPulsado, restarPulsado }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.cuenta += 1
      return .none
    }
    Reduce { state, action in
      return .none
    }
  }
}
extension Contador: Reducer {}
