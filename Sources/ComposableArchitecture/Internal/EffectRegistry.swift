import Foundation

/// The running effects of one root store, and the cancellation ids they were started with.
///
/// One registry per root store: cancelling an id never reaches another store. Lock-protected so
/// that the store's deinit can cancel everything.
final class EffectRegistry: @unchecked Sendable {
  struct Entry {
    let task: Task<Void, Never>
    let origin: CodeLocation?
  }

  private let lock = NSLock()
  private var entries: [UUID: Entry] = [:]
  private var byID: [CancelID: Set<UUID>] = [:]
  private var forgotten: Set<UUID> = []

  func insert(_ id: UUID, task: Task<Void, Never>, origin: CodeLocation?, cancelIDs: [CancelID]) {
    lock.withLock {
      entries[id] = Entry(task: task, origin: origin)
      for cancelID in cancelIDs { byID[cancelID, default: []].insert(id) }
    }
  }

  func remove(_ id: UUID) {
    lock.withLock {
      entries[id] = nil
      forgotten.remove(id)
      for key in Array(byID.keys) {
        byID[key]?.remove(id)
        if byID[key]?.isEmpty == true { byID[key] = nil }
      }
    }
  }

  /// Cancels every effect started with `cancelID`.
  func cancel(_ cancelID: CancelID) {
    let tasks = lock.withLock { (byID[cancelID] ?? []).compactMap { entries[$0]?.task } }
    for task in tasks { task.cancel() }
  }

  func cancelAll() {
    let tasks = lock.withLock { entries.values.map(\.task) }
    for task in tasks { task.cancel() }
  }

  /// Stops counting the current effects as in flight (they stay cancellable).
  func forgetAll() {
    lock.withLock { forgotten.formUnion(entries.keys) }
  }

  /// Where each running effect came from (the `send` that started it), in no particular order.
  var inFlight: [CodeLocation?] {
    lock.withLock { entries.filter { !forgotten.contains($0.key) }.map(\.value.origin) }
  }

  /// Whether no effect is in flight (forgotten ones do not count).
  var isEmpty: Bool { lock.withLock { entries.keys.allSatisfy { forgotten.contains($0) } } }
}

/// Whether an `Effect.run` has returned: a `send` after that is a logic error.
final class EffectLifetime: @unchecked Sendable {
  private let completed = Locked(false)
  var isCompleted: Bool { completed.current }
  func complete() { completed.withValue { $0 = true } }
}
