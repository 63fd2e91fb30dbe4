import ComposableArchitecture

/// A settings form with bindings, used by the binding and failure-text suites.
struct Ajustes: Reducer {
  struct State: Equatable {
    var nombre = ""
    var notificaciones = false
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case guardarPulsado
    case guardado
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.nombre):
        state.notificaciones = !state.nombre.isEmpty
        return .none
      case .binding:
        return .none
      case .guardarPulsado:
        return .send(.guardado)
      case .guardado:
        return .none
      }
    }
  }
}

/// The same form without `BindingReducer`, to see the warning.
struct AjustesSinBindingReducer: Reducer {
  typealias State = Ajustes.State
  typealias Action = Ajustes.Action

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

// Lo que @CasePathable generaría:
extension Ajustes.Action: CasePathable {
  struct AllCasePaths {
    var binding: AnyCasePath<Ajustes.Action, BindingAction<Ajustes.State>> {
      AnyCasePath(embed: Ajustes.Action.binding, extract: { if case let .binding(v) = $0 { v } else { nil } })
    }
    var guardarPulsado: AnyCasePath<Ajustes.Action, Void> {
      AnyCasePath(embed: { .guardarPulsado }, extract: { if case .guardarPulsado = $0 { () } else { nil } })
    }
    var guardado: AnyCasePath<Ajustes.Action, Void> {
      AnyCasePath(embed: { .guardado }, extract: { if case .guardado = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
