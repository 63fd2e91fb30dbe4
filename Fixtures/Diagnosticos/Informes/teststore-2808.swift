// informe: https://github.com/pointfreeco/swift-composable-architecture/pull/2808
// entrada: teststore-estado-no-equatable
// Un `TestStore` para una feature cuyo estado no se declaró `Equatable`.
import ComposableArchitecture

struct Pulsador: Reducer {
  struct State { var pulsado = false }
  enum Action { case pulsar }
  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.pulsado.toggle()
      return .none
    }
  }
}

@MainActor
func probarPulsador() async {
  let store = TestStore(initialState: Pulsador.State()) { Pulsador() }
  await store.send(.pulsar) { $0.pulsado = true }
}
