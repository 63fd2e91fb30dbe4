extension Effect where Action: Sendable {
  /// The actions this effect sends, as a stream that ends when the effect (and every effect it
  /// starts) finishes; cancelling the iteration cancels the effect.
  ///
  /// Mirrors TCA's `Effect.actions` (`Internal/EffectActions.swift`, 1.17.0 through 1.25.5), which
  /// is SPI there too (`@_spi(Internals) import ComposableArchitecture`): TCA's own tests use it to
  /// run an effect without a store. Here the effect runs in a private store of its own, so its
  /// cancellation ids are only the ones it uses itself.
  @_spi(Internals) public var actions: AsyncStream<Action> {
    let effect = self
    return AsyncStream { continuation in
      let task = Task { @MainActor in
        let core = RootCore<Void, PasoDeEfecto<Action>>(
          initialState: (),
          reducer: Reduce { _, paso in
            switch paso {
            case .iniciar:
              return effect.map { PasoDeEfecto.accion($0) }
            case let .accion(action):
              continuation.yield(action)
              return .none
            }
          },
          dependencies: DependencyValues._current,
          serialEffects: false
        )
        await withTaskCancellationHandler {
          await withCheckedContinuation { (terminado: CheckedContinuation<Void, Never>) in
            var pendiente = true
            let terminar = {
              guard pendiente, core.effects.isEmpty else { return }
              pendiente = false
              terminado.resume()
            }
            core.didFinishEffect = terminar
            core.send(.iniciar, origin: .store, location: nil)
            terminar()
          }
        } onCancel: {
          core.effects.cancelAll()
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

/// What the private store behind `Effect.actions` processes: the start, then each action sent.
private enum PasoDeEfecto<Action: Sendable>: Sendable {
  case iniciar
  case accion(Action)
}
