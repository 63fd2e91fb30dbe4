/// Reports a `TestStore` failure the way the exhaustivity asks: a failure when exhaustive; with
/// `.off(showSkippedAssertions: true)`, an expected issue headed "Aserciones omitidas."; with
/// `.off`, nothing.
///
/// TCA's private `TestStore.reportIssueHelper(_:overrideExhaustivity:…)` (`TestStore.swift`,
/// 1.17.0 through 1.25.5), which reaches IssueReporting's `withExpectedIssue` for the skipped case.
/// - Parameters:
///   - message: The failure it is in an exhaustive test.
///   - exhaustivity: The store's exhaustivity, or the override of the caller (`skipReceivedActions`
///     and `skipInFlightEffects` show what they skip even when exhaustive).
///   - location: Where the issue points.
func reportSkippable(_ message: String, exhaustivity: Exhaustivity, at location: CodeLocation) {
  switch exhaustivity {
  case .on:
    report(
      kind: .failure, message, fileID: location.fileID, filePath: location.filePath,
      line: location.line, column: location.column)
  case .off(showSkippedAssertions: true):
    reportExpected(
      kind: .failure, TestStoreMessages.skippedAssertions(message), fileID: location.fileID,
      filePath: location.filePath, line: location.line, column: location.column)
  case .off(showSkippedAssertions: false):
    break
  }
}

extension Exhaustivity {
  /// What `skipReceivedActions` and `skipInFlightEffects` report with: as TCA, an exhaustive store
  /// shows what they skip (as expected issues) instead of failing.
  var showingSkips: Exhaustivity { self == .on ? .off(showSkippedAssertions: true) : self }
}
