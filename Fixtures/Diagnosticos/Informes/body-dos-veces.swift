// informe: https://github.com/pointfreeco/swift-composable-architecture/issues/2817
// entrada: body-redeclarado
// `body` en una extensión y otra vez en el tipo (la macro escribiría uno en el tipo).
import ComposableArchitecture

extension Timbre {
  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.sonando = true
      return .none
    }
  }
}

struct Timbre: Reducer {
  struct State: Equatable { var sonando = false }
  enum Action { case pulsar }
  var body: some Reducer<State, Action> { EmptyReducer() }
}
