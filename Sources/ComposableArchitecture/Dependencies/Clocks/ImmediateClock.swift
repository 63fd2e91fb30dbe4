/// A clock whose sleeps return at once (moving its `now` forward), for tests that do not care
/// about time.
///
/// Mirrors swift-clocks' `ImmediateClock`: `$0.continuousClock = ImmediateClock()`.
public final class ImmediateClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
  /// A point in time of an `ImmediateClock`.
  ///
  /// Mirrors swift-clocks' `ImmediateClock.Instant`.
  public struct Instant: InstantProtocol, Hashable, Sendable {
    let offset: Duration

    /// The instant `offset` after the clock's start.
    ///
    /// Mirrors swift-clocks' `ImmediateClock.Instant.init(offset:)`.
    public init(offset: Duration = .zero) { self.offset = offset }

    /// The instant `duration` later.
    ///
    /// Mirrors swift-clocks' `ImmediateClock.Instant.advanced(by:)` (an `InstantProtocol`
    /// requirement).
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    /// The duration from `self` to `other`.
    ///
    /// Mirrors swift-clocks' `ImmediateClock.Instant.duration(to:)` (an `InstantProtocol`
    /// requirement).
    public func duration(to other: Self) -> Duration { other.offset - offset }
    /// Earlier instants compare smaller.
    ///
    /// Mirrors swift-clocks' `ImmediateClock.Instant` conformance to `Comparable`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  private let current: Locked<Instant>

  /// The current instant; each sleep moves it to the sleep's deadline.
  ///
  /// Mirrors swift-clocks' `ImmediateClock.now`.
  public var now: Instant { current.current }
  /// The clock has no resolution limit.
  ///
  /// Mirrors swift-clocks' `ImmediateClock.minimumResolution`.
  public var minimumResolution: Duration { .zero }

  /// Creates the clock at `now`.
  ///
  /// Mirrors swift-clocks' `ImmediateClock.init(now:)`.
  public init(now: Instant = .init()) { self.current = Locked(now) }

  /// Returns at once (after letting other work run), unless the task is cancelled.
  ///
  /// Mirrors swift-clocks' `ImmediateClock.sleep(until:tolerance:)`.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    current.withValue { $0 = max($0, deadline) }
    await Task.megaYield(count: 5)
    try Task.checkCancellation()
  }
}

extension ImmediateClock where Duration == Swift.Duration {
  /// An immediate clock measured in `Swift.Duration`, the usual one.
  ///
  /// Mirrors swift-clocks' `ImmediateClock()`.
  public convenience init() { self.init(now: .init()) }
}
