import ComposableArchitecture

/// The id a parent and its presented child both use, as when both declare `CancelID.timer`.
enum IdTemporizador: Hashable, Sendable { case temporizador }

/// A feature with a timer: `empezar` ticks every second under ``IdTemporizador`` (cancelling any
/// in flight), `parar` cancels it. Both the child and the parent of ``RelojesAnidados`` are one.
struct Reloj: Reducer {
  struct State: Equatable { var tics = 0 }
  enum Action: Equatable { case empezar, parar, tic }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .empezar:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tic)
          }
        }
        .cancellable(id: IdTemporizador.temporizador, cancelInFlight: true)
      case .parar:
        return .cancel(id: IdTemporizador.temporizador)
      case .tic:
        state.tics += 1
        return .none
      }
    }
  }
}

/// A parent with its own timer (``Reloj`` in `propio`) and a presented ``Reloj`` in `hijo`.
struct RelojesAnidados: Reducer {
  struct State: Equatable {
    var propio = Reloj.State()
    @PresentationState var hijo: Reloj.State?
  }
  enum Action: Equatable {
    case propio(Reloj.Action)
    case hijo(PresentationAction<Reloj.Action>)
    case abrir
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.propio, action: \.propio) { Reloj() }
    Reduce { state, action in
      if case .abrir = action { state.hijo = Reloj.State() }
      return .none
    }
    .ifLet(\.$hijo, action: \.hijo) { Reloj() }
  }
}

// Lo que @CasePathable generaría:
extension RelojesAnidados.Action: CasePathable {
  struct AllCasePaths {
    var propio: AnyCasePath<RelojesAnidados.Action, Reloj.Action> {
      AnyCasePath(embed: RelojesAnidados.Action.propio, extract: { if case let .propio(v) = $0 { v } else { nil } })
    }
    var hijo: AnyCasePath<RelojesAnidados.Action, PresentationAction<Reloj.Action>> {
      AnyCasePath(embed: RelojesAnidados.Action.hijo, extract: { if case let .hijo(v) = $0 { v } else { nil } })
    }
    var abrir: AnyCasePath<RelojesAnidados.Action, Void> {
      AnyCasePath(embed: { .abrir }, extract: { if case .abrir = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Reloj.Action: CasePathable {
  struct AllCasePaths {
    var empezar: AnyCasePath<Reloj.Action, Void> {
      AnyCasePath(embed: { .empezar }, extract: { if case .empezar = $0 { () } else { nil } })
    }
    var parar: AnyCasePath<Reloj.Action, Void> {
      AnyCasePath(embed: { .parar }, extract: { if case .parar = $0 { () } else { nil } })
    }
    var tic: AnyCasePath<Reloj.Action, Void> {
      AnyCasePath(embed: { .tic }, extract: { if case .tic = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
