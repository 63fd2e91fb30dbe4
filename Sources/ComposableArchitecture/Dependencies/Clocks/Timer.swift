extension Clock {
  /// An async sequence that ticks every `interval` of this clock.
  ///
  /// Mirrors swift-clocks' `Clock.timer(interval:tolerance:)`:
  /// `for await _ in reloj.timer(interval: .seconds(1)) { await send(.tic) }`. Ends when the task
  /// is cancelled.
  public func timer(interval: Duration, tolerance: Duration? = nil) -> _AsyncTimerSequence<Self> {
    _AsyncTimerSequence(clock: self, interval: interval, tolerance: tolerance)
  }
}

/// The ticks of ``Clock/timer(interval:tolerance:)``.
public struct _AsyncTimerSequence<C: Clock>: AsyncSequence, Sendable {
  /// Each tick is the instant it was scheduled for.
  public typealias Element = C.Instant

  let clock: C
  let interval: C.Duration
  let tolerance: C.Duration?

  /// Iterates the ticks.
  public struct AsyncIterator: AsyncIteratorProtocol {
    let clock: C
    let interval: C.Duration
    let tolerance: C.Duration?
    var last: C.Instant?

    /// Sleeps until the next tick; `nil` once the task is cancelled.
    public mutating func next() async -> C.Instant? {
      let deadline = (last ?? clock.now).advanced(by: interval)
      do {
        try await clock.sleep(until: deadline, tolerance: tolerance)
      } catch {
        return nil
      }
      last = deadline
      return deadline
    }
  }

  /// Starts iterating.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(clock: clock, interval: interval, tolerance: tolerance)
  }
}
