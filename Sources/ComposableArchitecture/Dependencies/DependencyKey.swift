/// A key for a dependency that only declares its test value (an interface).
///
/// Mirrors swift-dependencies' `TestDependencyKey`.
public protocol TestDependencyKey {
  /// The dependency's type; by default the key itself.
  associatedtype Value: Sendable = Self
  /// The value used inside a `TestStore`.
  ///
  /// Mirrors swift-dependencies' `TestDependencyKey.testValue`.
  static var testValue: Value { get }
}

/// A key for a dependency: its live value, and its test value.
///
/// Mirrors swift-dependencies' `DependencyKey`.
///
/// ```swift
/// struct ClienteAuth: Sendable { var entrar: @Sendable (String) async throws -> Bool }
///
/// extension ClienteAuth: DependencyKey {
///   static let liveValue = ClienteAuth(entrar: { _ in true })
///   static let testValue = ClienteAuth(entrar: { _ in false })
/// }
///
/// extension DependencyValues {
///   var clienteAuth: ClienteAuth {
///     get { self[ClienteAuth.self] }
///     set { self[ClienteAuth.self] = newValue }
///   }
/// }
/// ```
public protocol DependencyKey: TestDependencyKey {
  /// The value used by the app (a `Store` outside tests).
  ///
  /// Mirrors swift-dependencies' `DependencyKey.liveValue`.
  static var liveValue: Value { get }
}

extension DependencyKey {
  /// Without a test value, a `TestStore` reports a runtime warning and uses the live value.
  ///
  /// Mirrors swift-dependencies, which fails a test that reaches a dependency it did not
  /// override. Overriding it in `withDependencies:` avoids the warning.
  public static var testValue: Value {
    if !DependencyValues.isSetting {
      reportIssue(RuntimeWarnings.missingTestValue(cleanTypeName(Self.self)))
    }
    return liveValue
  }
}
