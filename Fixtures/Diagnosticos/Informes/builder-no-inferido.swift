// informe: https://github.com/swiftlang/swift/issues/69371
// entrada: builder-sin-atributo
// La conformidad está en una extensión aparte y `body` no escribe `@ReducerBuilder`: Swift no lo infiere.
import ComposableArchitecture

struct Luz {
  struct State: Equatable { var encendida = false; var pulsaciones = 0 }
  enum Action { case pulsar }

  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.encendida.toggle()
      return .none
    }
    Reduce { state, _ in
      state.pulsaciones += 1
      return .none
    }
  }
}

extension Luz: Reducer {}
