import Foundation

/// A clock that only moves when the test says so, to test time-driven effects deterministically.
///
/// Mirrors swift-clocks' `TestClock`. Sleeps suspend until ``advance(by:isolation:)`` moves `now`
/// past their deadline.
///
/// ```swift
/// let reloj = TestClock()
/// let store = TestStore(initialState: Temporizador.State()) { Temporizador() } withDependencies: {
///   $0.continuousClock = reloj
/// }
/// await store.send(.iniciar)
/// await reloj.advance(by: .seconds(1))
/// await store.receive(\.tic) { $0.segundos = 1 }
/// ```
///
/// Deviation: `advance` and `run` take a defaulted `isolation` parameter so they run on the
/// caller's actor (the main actor in tests), interleaving with the `TestStore`'s effects.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
  /// A point in time of a `TestClock`.
  ///
  /// Mirrors swift-clocks' `TestClock.Instant`.
  public struct Instant: InstantProtocol, Hashable, Sendable {
    let offset: Duration

    /// The instant `offset` after the clock's start.
    ///
    /// Mirrors swift-clocks' `TestClock.Instant.init(offset:)`.
    public init(offset: Duration = .zero) { self.offset = offset }

    /// The instant `duration` later.
    ///
    /// Mirrors swift-clocks' `TestClock.Instant.advanced(by:)` (an `InstantProtocol` requirement).
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    /// The duration from `self` to `other`.
    ///
    /// Mirrors swift-clocks' `TestClock.Instant.duration(to:)` (an `InstantProtocol` requirement).
    public func duration(to other: Self) -> Duration { other.offset - offset }
    /// Earlier instants compare smaller.
    ///
    /// Mirrors swift-clocks' `TestClock.Instant` conformance to `Comparable`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let id: UUID
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
    /// The pool effect task that sleeps, no longer counted as busy while it does.
    let parked: (key: EffectActivity.TaskKey, context: EffectActivity.Context)?
  }

  private struct Storage {
    var now: Instant
    var sleepers: [Sleeper] = []
    var cancelled: Set<UUID> = []
  }

  private let storage: Locked<Storage>

  /// The current instant.
  ///
  /// Mirrors swift-clocks' `TestClock.now`.
  public var now: Instant { storage.current.now }
  /// The clock has no resolution limit.
  ///
  /// Mirrors swift-clocks' `TestClock.minimumResolution`.
  public var minimumResolution: Duration { .zero }

  /// Creates the clock at `now`.
  ///
  /// Mirrors swift-clocks' `TestClock.init(now:)`.
  public init(now: Instant = .init()) { self.storage = Locked(Storage(now: now)) }

  /// Suspends until the clock is advanced to `deadline`; throws `CancellationError` if the task
  /// is cancelled first.
  ///
  /// Mirrors swift-clocks' `TestClock.sleep(until:tolerance:)`.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    let id = UUID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = storage.withValue { storage in
          if storage.cancelled.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= storage.now { return .success(()) }
          // NB: parking happens under the clock's lock, so `advance` never sees this sleeper
          // while the task still counts as busy, nor the task uncounted before it is a sleeper.
          storage.sleepers.append(
            Sleeper(
              id: id, deadline: deadline, continuation: continuation,
              parked: EffectActivity.currentTaskParked()))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper: Sleeper? = storage.withValue { storage in
        guard let index = storage.sleepers.firstIndex(where: { $0.id == id }) else {
          storage.cancelled.insert(id)
          return nil
        }
        let sleeper = storage.sleepers.remove(at: index)
        EffectActivity.resumed(sleeper.parked)
        return sleeper
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleep whose deadline is reached, in order,
  /// and letting each woken effect run until it sleeps again or ends before moving on.
  ///
  /// So one `advance(by: .seconds(2))` over a one-second timer delivers both ticks, as in TCA.
  /// The waiting is exact for `TestStore` effects on macOS 15+ and Linux (they share the main
  /// queue with the test); on macOS 14 it waits for the woken effects to sleep again or end,
  /// up to one second each time (scaled by `TALLER_FACTOR_TIEMPO`).
  public func advance(by duration: Duration = .zero, isolation: isolated (any Actor)? = #isolation) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline`, waking every sleep whose deadline is reached, in order.
  ///
  /// Mirrors swift-clocks' `TestClock.advance(to:)`.
  public func advance(to deadline: Instant, isolation: isolated (any Actor)? = #isolation) async {
    while true {
      await EffectActivity.settle()
      let next: Sleeper? = storage.withValue { storage in
        guard
          let index = storage.sleepers.indices
            .filter({ storage.sleepers[$0].deadline <= deadline })
            .min(by: { storage.sleepers[$0].deadline < storage.sleepers[$1].deadline })
        else { return nil }
        let sleeper = storage.sleepers.remove(at: index)
        storage.now = max(storage.now, sleeper.deadline)
        EffectActivity.resumed(sleeper.parked)
        return sleeper
      }
      guard let next else { break }
      next.continuation.resume()
    }
    storage.withValue { $0.now = max($0.now, deadline) }
    await EffectActivity.settle()
  }

  /// Advances until no sleep is left, failing the test if sleeps keep appearing for longer than
  /// `timeout` (real time).
  ///
  /// Mirrors swift-clocks' `TestClock.run(timeout:fileID:filePath:line:column:)`.
  public func run(
    timeout: Swift.Duration = .milliseconds(500),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    let limit = ContinuousClock.now.advanced(by: timeout)
    while true {
      await EffectActivity.settle()
      let last = storage.current.sleepers.map(\.deadline).max()
      guard let last else { return }
      if ContinuousClock.now >= limit {
        report(
          kind: .failure, TestStoreMessages.clockRunTimeout(seconds: timeout),
          fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      await advance(to: last)
    }
  }
}

extension TestClock where Duration == Swift.Duration {
  /// A test clock measured in `Swift.Duration`, the usual one.
  ///
  /// Mirrors swift-clocks' `TestClock()`.
  public convenience init() { self.init(now: .init()) }
}
