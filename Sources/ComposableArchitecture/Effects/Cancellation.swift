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

extension Task<Never, Never> {
  /// Cancels, from inside a running effect, every effect of the same store marked with `id`.
  ///
  /// Mirrors TCA's `Task.cancel(id:)` (1.17.0 through 1.25.5), with the id resolved in the
  /// navigation path of the effect that calls it, as `Effect.cancel(id:)` is in its reducer.
  /// Deviation: TCA's cancellation table is global, so there a call from outside any effect
  /// cancels too; here ids belong to one store, and such a call does nothing.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await _ in self.clock.timer(interval: .seconds(1)) {
  ///     await send(.tick)
  ///     if terminado { Task.cancel(id: CancelID.temporizador) }
  ///   }
  /// }
  /// .cancellable(id: CancelID.temporizador)
  /// ```
  public static func cancel(id: some Hashable & Sendable) {
    EffectRegistry.current?.cancel(CancelID(id))
  }
}

/// A cancellation id, kept as `Hashable & Sendable` (not `AnyHashable`, which is not `Sendable`),
/// with the navigation path of the reducer that created it.
///
/// As in TCA (`_CancelID`, `Cancellation.swift`, 1.17.0 through 1.25.5): the same `id` in a presented
/// child and in its parent (or in two presented children) are different ids, so one never cancels the
/// other's effects; a running effect is registered under every prefix of its path (``prefijos``), so a
/// parent's `.cancel(id:)` still reaches its children's effects with that id.
struct CancelID: Hashable, Sendable {
  let base: any Hashable & Sendable
  let path: [NavigationID]

  /// `base` in the navigation path of the reducer running now.
  init(_ base: some Hashable & Sendable) {
    self.init(base, path: DependencyValues._current.navigationIDPath)
  }

  init(_ base: any Hashable & Sendable, path: [NavigationID]) {
    self.base = base
    self.path = path
  }

  /// The same id at the root and at each ancestor of its path, then at its own path.
  var prefijos: [CancelID] {
    (0...path.count).map { CancelID(base, path: Array(path.prefix($0))) }
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.path == rhs.path && isEqual(lhs.base, rhs.base) }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    base.hash(into: &hasher)
    hasher.combine(path)
  }
}

private func isEqual<T: Hashable>(_ lhs: T, _ rhs: any Hashable & Sendable) -> Bool {
  (rhs as? T) == lhs
}
