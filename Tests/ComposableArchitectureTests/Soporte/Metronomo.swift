import ComposableArchitecture

/// Clock-driven effects for `TestClock.advance`: lesson 4's timer (`while true { sleep 1 s;
/// send }`), optionally doing `saltos` round trips to the main actor between waking up and
/// sending (like an effect that calls an async dependency after each tick); a concatenation with
/// a merge inside; and an effect that, after one tick, waits on something that is not a clock.
struct Metronomo: Reducer {
  struct State: Equatable {
    var tics = 0
    var activo = false
  }

  enum Action: Equatable {
    case iniciar(saltos: Int)
    case cadena
    case esperarOtraCosa
    case parar
    case tic
  }

  enum CancelID { case metronomo }

  @Dependency(\.continuousClock) var reloj

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .iniciar(saltos):
      state.activo = true
      return .run { [reloj] send in
        while true {
          try await reloj.sleep(for: .seconds(1))
          for _ in 0..<saltos { await MainActor.run {} }
          await send(.tic)
        }
      }
      .cancellable(id: CancelID.metronomo)
    case .cadena:
      return .concatenate(
        tic(tras: 1),
        .merge(tic(tras: 1), tic(tras: 2))
      )
    case .esperarOtraCosa:
      state.activo = true
      return .run { [reloj] send in
        try await reloj.sleep(for: .seconds(1))
        await send(.tic)
        // A stream nobody feeds: it only ends when the effect is cancelled.
        let (flujo, continuacion) = AsyncStream<Int>.makeStream()
        for await _ in flujo {}
        continuacion.finish()
      }
      .cancellable(id: CancelID.metronomo)
    case .parar:
      state.activo = false
      return .cancel(id: CancelID.metronomo)
    case .tic:
      state.tics += 1
      return .none
    }
  }

  /// One `.tic` after `segundos` of the clock.
  private func tic(tras segundos: Int) -> Effect<Action> {
    .run { [reloj] send in
      try await reloj.sleep(for: .seconds(segundos))
      await send(.tic)
    }
  }

}
