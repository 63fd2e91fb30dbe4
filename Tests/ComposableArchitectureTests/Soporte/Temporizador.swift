import ComposableArchitecture

/// A timer driven by the clock dependency, cancellable with `parar`.
struct Temporizador: Reducer {
  struct State: Equatable {
    var segundos = 0
    var activo = false
  }

  enum Action: Equatable {
    case iniciar
    case parar
    case tic
  }

  enum CancelID { case reloj }

  @Dependency(\.continuousClock) var reloj

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .iniciar:
        state.activo = true
        return .run { send in
          for await _ in reloj.timer(interval: .seconds(1)) {
            await send(.tic)
          }
        }
        .cancellable(id: CancelID.reloj, cancelInFlight: true)
      case .parar:
        state.activo = false
        return .cancel(id: CancelID.reloj)
      case .tic:
        state.segundos += 1
        return .none
      }
    }
  }
}

// Lo que @CasePathable generaría:
extension Temporizador.Action: CasePathable {
  struct AllCasePaths {
    var iniciar: AnyCasePath<Temporizador.Action, Void> {
      AnyCasePath(embed: { .iniciar }, extract: { if case .iniciar = $0 { () } else { nil } })
    }
    var parar: AnyCasePath<Temporizador.Action, Void> {
      AnyCasePath(embed: { .parar }, extract: { if case .parar = $0 { () } else { nil } })
    }
    var tic: AnyCasePath<Temporizador.Action, Void> {
      AnyCasePath(embed: { .tic }, extract: { if case .tic = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
