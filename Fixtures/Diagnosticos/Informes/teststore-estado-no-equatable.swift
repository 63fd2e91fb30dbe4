// informe: https://github.com/pointfreeco/swift-composable-architecture/pull/2294
// entrada: teststore-estado-no-equatable
// Una prueba con `TestStore` sobre un reducer cuyo estado no es `Equatable`.
import ComposableArchitecture

struct Lampara: Reducer {
  struct State { var encendida = false }
  enum Action { case pulsar }
  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.encendida.toggle()
      return .none
    }
  }
}

@MainActor
func probarLampara() async {
  let store = TestStore(initialState: Lampara.State()) { Lampara() }
  await store.send(.pulsar) { $0.encendida = true }
}
