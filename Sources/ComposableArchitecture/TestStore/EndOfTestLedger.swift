import Foundation

/// What a `TestStore` must still check at the end of the test, readable from its deinit.
///
/// The store keeps it up to date on the main actor; the checks run once, either when the
/// harness calls `EndOfTestChecks.runAll()` or when the store is deallocated.
final class EndOfTestLedger: @unchecked Sendable {
  private struct Storage {
    var checked = false
    var exhaustive = true
    var pendingReceived: [String] = []
  }

  private let storage = Locked(Storage())
  /// The reporters in effect when the store was created, for checks run from deinit.
  let reporters: [any IssueReporter]
  let creation: CodeLocation
  let effects: EffectRegistry

  init(reporters: [any IssueReporter], creation: CodeLocation, effects: EffectRegistry) {
    self.reporters = reporters
    self.creation = creation
    self.effects = effects
  }

  func update(exhaustive: Bool, pendingReceived: [String]) {
    storage.withValue {
      $0.exhaustive = exhaustive
      $0.pendingReceived = pendingReceived
    }
  }

  /// Reports unasserted received actions and effects still running (when exhaustive), then
  /// cancels every effect. Does nothing the second time.
  func runChecks() {
    let snapshot: Storage? = storage.withValue { storage in
      guard !storage.checked else { return nil }
      storage.checked = true
      return storage
    }
    guard let snapshot else { return }
    if snapshot.exhaustive {
      if !snapshot.pendingReceived.isEmpty {
        report(
          kind: .failure, TestStoreMessages.unhandledReceivedAtEnd(snapshot.pendingReceived),
          fileID: creation.fileID, filePath: creation.filePath, line: creation.line,
          column: creation.column)
      }
      var seen = Set<CodeLocation>()
      for origin in effects.inFlight {
        let location = origin ?? creation
        guard seen.insert(location).inserted else { continue }
        report(
          kind: .failure, TestStoreMessages.effectStillRunning,
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column)
      }
    }
    effects.cancelAll()
  }
}
