// Prueba real de la entrada `scope-estado-equivocado` (lección 5): el key path de estado de
// `Scope` llega a un valor que no es el `State` del hijo.
import ComposableArchitecture

struct Marcador: Reducer {
  struct State: Equatable { var puntos = 0 }
  enum Action: Equatable { case anotar }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.puntos += 1
      return .none
    }
  }
}

struct Partido: Reducer {
  struct State: Equatable {
    var local = Marcador.State()
    var nombreLocal = "Local"
  }

  enum Action: Equatable {
    case local(Marcador.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.nombreLocal, action: \.local) {
      Marcador()
    }
  }
}

extension Partido.Action: CasePathable {
  struct AllCasePaths {
    var local: AnyCasePath<Partido.Action, Marcador.Action> {
      AnyCasePath(embed: Partido.Action.local, extract: { accion in
        guard case let .local(marcador) = accion else { return nil }
        return marcador
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
