import ComposableArchitecture

/// Effects that cancel with `Task.cancel(id:)` from inside: a countdown that stops itself after
/// three ticks, a watcher that stops another effect, and a presented child using the same id as
/// its parent.
struct Relevo: Reducer {
  struct State: Equatable {
    var ticks = 0
    var terminados = 0
    @PresentationState var hijo: Hijo.State?
  }

  enum Action: Equatable {
    case contar
    case tick
    case esperarLargo
    case terminado
    case cortarLargo
    case abrirHijo
    case hijo(PresentationAction<Hijo.Action>)
  }

  enum CancelID: Hashable, Sendable { case cuenta, largo }

  let sonda: Sonda
  @Dependency(\.continuousClock) var reloj

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .contar:
        return .run { send in
          for n in 1... {
            try await reloj.sleep(for: .seconds(1))
            await send(.tick)
            if n == 3 { Task.cancel(id: CancelID.cuenta) }
          }
        }
        .cancellable(id: CancelID.cuenta)
      case .tick:
        state.ticks += 1
        return .none
      case .esperarLargo:
        return .run { [sonda] send in
          do {
            try await reloj.sleep(for: .seconds(10))
            await send(.terminado)
          } catch {
            sonda.anotar("largo cancelado")
          }
        }
        .cancellable(id: CancelID.largo)
      case .terminado:
        state.terminados += 1
        return .none
      case .cortarLargo:
        return .run { _ in Task.cancel(id: CancelID.largo) }
      case .abrirHijo:
        state.hijo = Hijo.State()
        return .none
      case .hijo:
        return .none
      }
    }
    .ifLet(\.$hijo, action: \.hijo) { Hijo(sonda: sonda) }
  }
}

/// A child whose effect has the id `Relevo.CancelID.largo` too, and cancels it from inside.
struct Hijo: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case esperarYCortar }

  let sonda: Sonda
  @Dependency(\.continuousClock) var reloj

  var body: some ReducerOf<Self> {
    Reduce { _, _ in
      .run { [sonda] _ in
        try await reloj.sleep(for: .seconds(1))
        Task.cancel(id: Relevo.CancelID.largo)
        do {
          try await reloj.sleep(for: .seconds(1))
          sonda.anotar("hijo siguió")
        } catch {
          sonda.anotar("hijo cancelado")
        }
      }
      .cancellable(id: Relevo.CancelID.largo)
    }
  }
}

// Lo que @CasePathable generaría:
extension Relevo.Action: CasePathable {
  struct AllCasePaths {
    var hijo: AnyCasePath<Relevo.Action, PresentationAction<Hijo.Action>> {
      AnyCasePath(embed: Relevo.Action.hijo, extract: { if case let .hijo(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
