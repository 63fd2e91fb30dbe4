// informe: https://github.com/pointfreeco/swift-composable-architecture/pull/1392
// entrada: store-fuera-del-actor-principal
// `Store` es `@MainActor`: crearlo en una función síncrona sin aislamiento no compila.
import ComposableArchitecture

struct Contador: Reducer {
  struct State: Equatable { var cuenta = 0 }
  enum Action { case sumarPulsado }
  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.cuenta += 1
      return .none
    }
  }
}

func hacerStore() -> StoreOf<Contador> {
  Store(initialState: Contador.State()) { Contador() }
}
