/// Matches an enum value against a case key path: `switch accion { case \.incrementar: … }`.
///
/// Mirrors swift-case-paths' `CaseKeyPath.~=(_:_:)`.
public func ~= <Root: CasePathable, Value>(lhs: CaseKeyPath<Root, Value>, rhs: Root) -> Bool {
  rhs[case: lhs] != nil
}

extension KeyPath {
  /// Embeds `value` in the case this key path names: `(\Action.Cases.fijar)(3)`.
  ///
  /// Mirrors swift-case-paths' `CaseKeyPath.callAsFunction(_:)`.
  public func callAsFunction<Enum, AssociatedValue>(_ value: AssociatedValue) -> Enum
  where Root == Case<Enum>, Value == Case<AssociatedValue> {
    embed(self, value)
  }

  /// Builds the payload-less case this key path names: `(\Action.Cases.incrementar)()`.
  ///
  /// Mirrors swift-case-paths' `CaseKeyPath.callAsFunction()`.
  public func callAsFunction<Enum>() -> Enum where Root == Case<Enum>, Value == Case<Void> {
    embed(self, ())
  }
}
