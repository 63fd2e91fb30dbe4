/// How strictly a `TestStore` checks: every change and action (`.on`), or only what you assert.
///
/// Mirrors TCA's `Exhaustivity` (`TestStore.swift`, 1.17.0 through 1.25.5). With
/// `.off(showSkippedAssertions: true)`, every assertion a non-exhaustive store skips (a state change
/// the closure did not describe, received actions skipped, effects still running) is reported as
/// an expected issue headed "Aserciones omitidas.": shown, never a failure (TCA uses
/// `withExpectedIssue`; see `IssueReporter.expect(_:)`).
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change must be asserted, every received action received, every effect finished.
  case on
  /// Only what the test asserts is checked; the assertion closures get the actual new state.
  /// `showSkippedAssertions` shows what was skipped as expected issues.
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
