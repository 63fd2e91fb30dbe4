import Foundation

/// The running effects of one root store, and the cancellation ids they were started with.
///
/// One registry per root store: cancelling an id never reaches another store. Lock-protected so
/// that the store's deinit can cancel everything.
final class EffectRegistry: @unchecked Sendable {
  struct Entry {
    let task: Task<Void, Never>
    let origin: EffectOrigin
  }

  /// The registry of the root store whose effect is running in this task (`nil` outside effects).
  @TaskLocal static var current: EffectRegistry?

  private let lock = NSLock()
  private var entries: [UUID: Entry] = [:]
  private var byID: [CancelID: Set<UUID>] = [:]
  private var forgotten: Set<UUID> = []

  func insert(_ id: UUID, task: Task<Void, Never>, origin: EffectOrigin, cancelIDs: [CancelID]) {
    lock.withLock {
      entries[id] = Entry(task: task, origin: origin)
      // NB: under every prefix of its path, so an ancestor's `.cancel(id:)` reaches it (TCA's
      // `CancellablesCollection.insert`).
      for cancelID in cancelIDs.flatMap(\.prefijos) { byID[cancelID, default: []].insert(id) }
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

  /// Cancels every effect started with `cancelID`; from now on they no longer count as in flight.
  ///
  /// As in TCA, where a cancelled effect leaves the `TestStore`'s in-flight effects at once, even if
  /// its task still needs a moment to notice the cancellation (its `send`s are ignored by then).
  func cancel(_ cancelID: CancelID) {
    let tasks = lock.withLock {
      let ids = byID[cancelID] ?? []
      forgotten.formUnion(ids.filter { entries[$0] != nil })
      return ids.compactMap { entries[$0]?.task }
    }
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

  /// Where each running effect came from (the action and `send` that started it), in no
  /// particular order.
  var inFlight: [EffectOrigin] {
    lock.withLock { entries.filter { !forgotten.contains($0.key) }.map(\.value.origin) }
  }

  /// The actions that started the effects in flight, one per action (an action whose effect
  /// became several tasks counts once), in the order they were processed.
  var inFlightActions: [Any?] {
    lock.withLock {
      var seen = Set<Int>()
      return entries.filter { !forgotten.contains($0.key) }.map(\.value.origin)
        .sorted { $0.step < $1.step }
        .filter { seen.insert($0.step).inserted }
        .map(\.action)
    }
  }

  /// Whether no effect is in flight (forgotten ones do not count).
  var isEmpty: Bool { lock.withLock { entries.keys.allSatisfy { forgotten.contains($0) } } }
}

/// What started an effect: the action being processed and the `send` of the test it came from.
struct EffectOrigin: @unchecked Sendable {
  // NB: `@unchecked` because `action` is only read on the main actor, to describe it in a failure.
  /// The `send`/`receive` location in the test (`nil` for a plain `Store`).
  let location: CodeLocation?
  /// The action whose reduce returned the effect (`nil` when unknown).
  let action: Any?
  /// Which reduce of the store returned the effect (counts up from 1).
  let step: Int
}

/// Whether an `Effect.run` has returned: a `send` after that is a logic error.
final class EffectLifetime: @unchecked Sendable {
  private let completed = Locked(false)
  var isCompleted: Bool { completed.current }
  func complete() { completed.withValue { $0 = true } }
}
