extension DependencyValues {
  /// The clock effects sleep on: `try await reloj.sleep(for: .seconds(1))`.
  ///
  /// Mirrors swift-dependencies' `continuousClock`. Live: `ContinuousClock()`. In a `TestStore`
  /// it must be overridden (`ImmediateClock()` or a `TestClock`); otherwise each sleep reports a
  /// runtime warning and returns at once, so no test ever sleeps in real time.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// A clock that does not advance while the machine sleeps.
  ///
  /// Mirrors swift-dependencies' `suspendingClock`; same test behaviour as ``continuousClock``.
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "continuousClock") }
}

private enum SuspendingClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = SuspendingClock()
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "suspendingClock") }
}

/// The test value of the clock dependencies: warns on every sleep and never waits.
///
/// Mirrors swift-clocks' `UnimplementedClock`.
struct UnimplementedClock: Clock {
  let name: String
  private let base = ImmediateClock()

  var now: ImmediateClock<Duration>.Instant { base.now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: ImmediateClock<Duration>.Instant, tolerance: Duration?) async throws {
    if !DependencyValues.isSetting {
      reportIssue(RuntimeWarnings.unimplementedClock(name))
    }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}
