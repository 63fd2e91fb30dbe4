extension Clock {
  /// An async sequence that ticks every `interval` of this clock, without drifting.
  ///
  /// Mirrors swift-clocks' `Clock.timer(interval:tolerance:)`:
  /// `for await _ in reloj.timer(interval: .seconds(1)) { await send(.tic) }`. Ends when the task
  /// is cancelled. Deviation: the elements are `Void` (swift-clocks yields instants), so that it
  /// also works on an `any Clock<Duration>` dependency.
  public func timer(interval: Duration, tolerance: Duration? = nil) -> _AsyncTimerSequence<Duration> {
    let start = now
    return _AsyncTimerSequence { tick in
      try await self.sleep(until: start.advanced(by: interval * tick), tolerance: tolerance)
    }
  }
}

/// The ticks of ``Clock/timer(interval:tolerance:)``.
///
/// Mirrors swift-clocks' `_AsyncTimerSequence` (deviation: its elements are `Void`).
public struct _AsyncTimerSequence<Duration: DurationProtocol>: AsyncSequence, Sendable {
  /// One element per tick.
  ///
  /// Mirrors swift-clocks' `_AsyncTimerSequence.Element` (deviation: `Void`, not an instant).
  public typealias Element = Void

  let sleepUntilTick: @Sendable (Int) async throws -> Void

  /// Iterates the ticks.
  ///
  /// Mirrors swift-clocks' `_AsyncTimerSequence.AsyncIterator`.
  public struct AsyncIterator: AsyncIteratorProtocol {
    let sleepUntilTick: @Sendable (Int) async throws -> Void
    var tick = 0

    /// Sleeps until the next tick; `nil` once the task is cancelled.
    ///
    /// Mirrors swift-clocks' `_AsyncTimerSequence.AsyncIterator.next()`.
    public mutating func next() async -> Void? {
      tick += 1
      do {
        try await sleepUntilTick(tick)
      } catch {
        return nil
      }
      return ()
    }
  }

  /// Starts iterating.
  ///
  /// Mirrors swift-clocks' `_AsyncTimerSequence.makeAsyncIterator()`.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(sleepUntilTick: sleepUntilTick)
  }
}
