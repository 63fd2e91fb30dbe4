// Prueba real de la entrada `tipo-anidado-fuera-del-tipo`: la conformidad con genéricos, fuera del tipo.
import ComposableArchitecture

struct Marcador {
  struct State: Equatable { var goles = 0 }
  enum Action { case gol }
  @ReducerBuilder<State, Action>
  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.goles += 1
      return .none
    }
  }
}

extension Marcador: Reducer<State, Action> {}
