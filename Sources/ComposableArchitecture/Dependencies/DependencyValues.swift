/// The dependencies in effect: one value per key, read with `@Dependency(\.clave)`.
///
/// Mirrors swift-dependencies' `DependencyValues`. The current values are task-local: a store
/// binds its own while its reducer runs, and effects inherit them when they start. A `Store`
/// uses live values, except inside a test of the lesson harness (the test context, as in
/// swift-dependencies); a `TestStore` uses test values.
public struct DependencyValues: Sendable {
  /// The values of the current task.
  ///
  /// Mirrors swift-dependencies' `DependencyValues._current`.
  @TaskLocal public static var _current = DependencyValues()
  /// True while a `withDependencies:` closure runs, so reading a value to change part of it does
  /// not count as using it.
  @TaskLocal static var isSetting = false

  enum Context: Sendable { case live, test }

  /// The context these values were given (`TestStore` sets `.test`), or `nil` for the default
  /// (see ``defaultContext``).
  var context: Context?

  /// The context of values that were given none: `.test` inside a test of the lesson harness
  /// (which runs every test inside an `EndOfTestChecks` scope), `.live` elsewhere.
  ///
  /// swift-dependencies decides its default `DependencyValues.context` from the process (`.test`
  /// when running under XCTest or Swift Testing, unless `SWIFT_DEPENDENCIES_CONTEXT` says
  /// otherwise), so a plain `Store` created in a TCA test reads `testValue`s. Our hidden tests run
  /// in an ordinary executable; the harness's end-of-test scope is what marks a test there.
  static var defaultContext: Context { EndOfTestChecks.current != nil ? .test : .live }

  /// ``context``, or ``defaultContext`` when none was given.
  var resolvedContext: Context { context ?? Self.defaultContext }
  /// True while `TestStore.dependencies` is being changed in place.
  var isPreparing = false
  /// Where the reducer running now lives among presented children: one ``NavigationID`` per
  /// presentation between the root and it (empty at the root). Cancellation ids are scoped by it.
  ///
  /// Mirrors TCA's internal `DependencyValues.navigationIDPath` (1.17.0 through 1.25.5), which
  /// `ifLet`, `ifCaseLet`, `forEach` and the presentation `ifLet` extend for their child.
  var navigationIDPath: [NavigationID] = []
  private var storage: [ObjectIdentifier: any Sendable] = [:]

  /// Empty values: every key gives its live value.
  ///
  /// Mirrors swift-dependencies' `DependencyValues.init()`.
  public init() {}

  /// The value for `key`: the one set, or the key's default for this context.
  ///
  /// Mirrors swift-dependencies' `DependencyValues.subscript(key:)`: `self[ClienteAuth.self]`.
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
      if resolvedContext == .live, let live = liveValue(of: key) { return live }
      guard isPreparing, !DependencyValues.isSetting else { return Key.testValue }
      return DependencyValues.$isSetting.withValue(true) { Key.testValue }
    }
    set {
      storage[ObjectIdentifier(key)] = newValue
    }
  }

  private func liveValue<Key: TestDependencyKey>(of key: Key.Type) -> Key.Value? {
    guard let liveKey = key as? any DependencyKey.Type else { return nil }
    return openLiveValue(liveKey) as? Key.Value
  }

  private func openLiveValue<Key: DependencyKey>(_ key: Key.Type) -> Any { Key.liveValue }
}

/// Runs `operation` with the current dependencies changed by `updateValuesForOperation`.
///
/// Mirrors swift-dependencies' `withDependencies(_:operation:)`.
@discardableResult
public func withDependencies<R>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues._current
  try DependencyValues.$isSetting.withValue(true) { try updateValuesForOperation(&values) }
  return try DependencyValues.$_current.withValue(values, operation: operation)
}

/// Async variant of ``withDependencies(_:operation:)``; keeps the caller's actor isolation.
///
/// Mirrors swift-dependencies' async `withDependencies(isolation:_:operation:)`.
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues._current
  try DependencyValues.$isSetting.withValue(true) { try updateValuesForOperation(&values) }
  return try await DependencyValues.$_current.withValue(values, operation: operation)
}
