/// What an `Effect.run` uses to send actions back into the store: `await send(.respuesta(42))`.
///
/// Mirrors TCA's `Send`. Actions sent after the effect was cancelled are dropped.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` from a closure; useful to call an effect's work directly in a test.
  ///
  /// Mirrors TCA's `Send.init(send:)`.
  nonisolated public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` into the store, unless the effect's task was cancelled.
  ///
  /// Mirrors TCA's `Send.callAsFunction(_:)`.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}

/// A `Send` of `R`'s action.
///
/// Mirrors TCA's `SendOf`, which only exists from TCA 1.25.0 (`Effect.swift`; absent in 1.17.0
/// through 1.24.1, where you write `Send<Feature.Action>`). Code meant for an older TCA should
/// spell `Send<R.Action>`.
public typealias SendOf<R: Reducer> = Send<R.Action>
