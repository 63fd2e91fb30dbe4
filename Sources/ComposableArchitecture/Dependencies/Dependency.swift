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
  public var wrappedValue: Value { read(DependencyValues._current) }
}
