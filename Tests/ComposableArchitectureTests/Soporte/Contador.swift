import ComposableArchitecture

/// A counter with synchronous and async actions, used by many suites.
struct Contador: Reducer {
  struct State: Equatable {
    var cuenta = 0
    var cargando = false
  }

  enum Action: Equatable {
    case incrementar
    case decrementar
    case fijar(Int)
    case cargar
    case respuesta(Int)
    case encadenar
  }

  @Dependency(\.continuousClock) var reloj

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementar:
        state.cuenta += 1
        return .none
      case .decrementar:
        state.cuenta -= 1
        return .none
      case let .fijar(valor):
        state.cuenta = valor
        return .none
      case .cargar:
        state.cargando = true
        return .run { [cuenta = state.cuenta] send in
          await send(.respuesta(cuenta * 10))
        }
      case let .respuesta(valor):
        state.cargando = false
        state.cuenta = valor
        return .none
      case .encadenar:
        return .send(.incrementar)
      }
    }
  }
}

// Lo que @CasePathable generaría:
extension Contador.Action: CasePathable {
  struct AllCasePaths {
    var incrementar: AnyCasePath<Contador.Action, Void> {
      AnyCasePath(embed: { .incrementar }, extract: { if case .incrementar = $0 { () } else { nil } })
    }
    var decrementar: AnyCasePath<Contador.Action, Void> {
      AnyCasePath(embed: { .decrementar }, extract: { if case .decrementar = $0 { () } else { nil } })
    }
    var fijar: AnyCasePath<Contador.Action, Int> {
      AnyCasePath(embed: Contador.Action.fijar, extract: { if case let .fijar(v) = $0 { v } else { nil } })
    }
    var cargar: AnyCasePath<Contador.Action, Void> {
      AnyCasePath(embed: { .cargar }, extract: { if case .cargar = $0 { () } else { nil } })
    }
    var respuesta: AnyCasePath<Contador.Action, Int> {
      AnyCasePath(
        embed: Contador.Action.respuesta, extract: { if case let .respuesta(v) = $0 { v } else { nil } })
    }
    var encadenar: AnyCasePath<Contador.Action, Void> {
      AnyCasePath(embed: { .encadenar }, extract: { if case .encadenar = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
