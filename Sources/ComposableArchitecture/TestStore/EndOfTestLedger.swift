import Foundation

/// What a `TestStore` must still check at the end of the test, readable from its deinit.
///
/// The store keeps it up to date on the main actor; the checks run once, either when the
/// harness calls `EndOfTestChecks.runAll()` or when the store is deallocated.
final class EndOfTestLedger: @unchecked Sendable {
  private struct Storage {
    var checked = false
    var exhaustivity = Exhaustivity.on
    var pendingReceived: [String] = []
  }

  private let storage = Locked(Storage())
  /// The reporters in effect when the store was created, for checks run from deinit.
  let reporters: [any IssueReporter]
  let creation: CodeLocation
  let effects: EffectRegistry
  /// The audience when the store was created, for checks run from deinit.
  let audience = TestAudience.current

  init(reporters: [any IssueReporter], creation: CodeLocation, effects: EffectRegistry) {
    self.reporters = reporters
    self.creation = creation
    self.effects = effects
  }

  func update(exhaustivity: Exhaustivity, pendingReceived: [String]) {
    storage.withValue {
      $0.exhaustivity = exhaustivity
      $0.pendingReceived = pendingReceived
    }
  }

  /// Ends the presentations first (as TCA's `TestStore` cancels `OnFirstAppearID`), then reports
  /// unasserted received actions and effects still running (failures when exhaustive, expected
  /// issues with `.off(showSkippedAssertions: true)`), then cancels every effect. Does nothing the
  /// second time.
  func runChecks() {
    TestAudience.$current.withValue(audience) { runChecksOnce() }
  }

  private func runChecksOnce() {
    let snapshot: Storage? = storage.withValue { storage in
      guard !storage.checked else { return nil }
      storage.checked = true
      return storage
    }
    guard let snapshot else { return }
    effects.cancel(CancelID(PresentationLifetimeID()))
    if !snapshot.pendingReceived.isEmpty {
      report(
        TestStoreMessages.unhandledReceivedAtEnd(snapshot.pendingReceived),
        exhaustivity: snapshot.exhaustivity, at: creation)
    }
    var seen = Set<CodeLocation>()
    for origin in effects.inFlight {
      let location = origin.location ?? creation
      guard seen.insert(location).inserted else { continue }
      report(TestStoreMessages.effectStillRunning(), exhaustivity: snapshot.exhaustivity, at: location)
    }
    effects.cancelAll()
  }

  private func report(_ message: String, exhaustivity: Exhaustivity, at location: CodeLocation) {
    reportSkippable(message, exhaustivity: exhaustivity, at: location)
  }
}
