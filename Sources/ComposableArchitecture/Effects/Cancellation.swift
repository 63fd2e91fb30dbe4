extension Effect {
  /// Makes this effect cancellable with `id`.
  ///
  /// Mirrors TCA's `Effect.cancellable(id:cancelInFlight:)`. Ids are scoped to the root store that
  /// runs the effect: two stores never cancel each other's effects.
  /// - Parameters:
  ///   - id: Any hashable, sendable value; usually a case of a `CancelID` enum.
  ///   - cancelInFlight: Cancel the effects already running with this id before starting.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    guard !isNone else { return .none }
    return Self(node: .cancellable(id: CancelID(id), cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels every running effect marked with `id`.
  ///
  /// Mirrors TCA's `Effect.cancel(id:)`.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(node: .cancel(CancelID(id)))
  }
}

/// A cancellation id, kept as `Hashable & Sendable` (not `AnyHashable`, which is not `Sendable`).
struct CancelID: Hashable, Sendable {
  let base: any Hashable & Sendable

  init(_ base: some Hashable & Sendable) { self.base = base }

  static func == (lhs: Self, rhs: Self) -> Bool { isEqual(lhs.base, rhs.base) }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    base.hash(into: &hasher)
  }
}

private func isEqual<T: Hashable>(_ lhs: T, _ rhs: any Hashable & Sendable) -> Bool {
  (rhs as? T) == lhs
}
