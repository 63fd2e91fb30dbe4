/// Reads a dependency from the current `DependencyValues`: `@Dependency(\.continuousClock) var reloj`.
///
/// Mirrors swift-dependencies' `@Dependency`. The value is looked up when read, so a reducer
/// sees the dependencies of the store running it, and an effect those of the store that started
/// it.
@propertyWrapper
public struct Dependency<Value>: @unchecked Sendable {
  // NB: `@unchecked` because the stored key path is immutable but not declared `Sendable`.
  private let read: (DependencyValues) -> Value

  /// Reads the dependency at `keyPath`.
  ///
  /// Mirrors swift-dependencies' `Dependency.init(_:fileID:filePath:line:column:)`.
  public init(
    _ keyPath: KeyPath<DependencyValues, Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.read = { $0[keyPath: keyPath] }
  }

  /// Reads the dependency whose key is its own type: `@Dependency(ClienteAuth.self)`.
  ///
  /// Mirrors swift-dependencies' `Dependency.init(_:fileID:filePath:line:column:)` for a key type.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Key.Value == Value {
    self.read = { $0[key] }
  }

  /// The current value.
  ///
  /// Mirrors swift-dependencies' `Dependency.wrappedValue`.
  public var wrappedValue: Value { read(DependencyValues._current) }
}
