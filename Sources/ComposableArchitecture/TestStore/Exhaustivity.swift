/// How strictly a `TestStore` checks: every change and action (`.on`), or only what you assert.
///
/// Mirrors TCA's `Exhaustivity`. Deviation: `showSkippedAssertions` is accepted and ignored.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change must be asserted, every received action received, every effect finished.
  case on
  /// Only what the test asserts is checked; the assertion closures get the actual new state.
  case off(showSkippedAssertions: Bool)

  /// `.off` without showing skipped assertions.
  ///
  /// Mirrors TCA's `Exhaustivity.off`.
  public static let off = Self.off(showSkippedAssertions: false)
}

/// A `TestStore` of `R`'s state and action.
///
/// Mirrors TCA's `TestStoreOf`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
