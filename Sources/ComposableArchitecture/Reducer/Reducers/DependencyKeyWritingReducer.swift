extension Reducer {
  /// Overrides one dependency for this reducer and every effect it returns, leaving the rest as
  /// the store (or the parent) set them.
  ///
  /// ```swift
  /// Scope(state: \.cuenta, action: \.cuenta) {
  ///   Cuenta().dependency(\.date.now, Date(timeIntervalSince1970: 0))
  /// }
  /// ```
  ///
  /// Mirrors TCA's `Reducer.dependency(_:_:)` (1.0–1.25.5). Later calls in a chain are applied
  /// first, so the innermost value wins, as in TCA.
  @warn_unqualified_access
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Overrides the dependency whose key is `value`'s own type (`.dependency(ClienteAvisos.callar)`).
  ///
  /// Mirrors TCA's `Reducer.dependency(_:)` for a value that is its own `TestDependencyKey`.
  @warn_unqualified_access
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> where Value.Value == Value {
    _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// Changes one dependency in place for this reducer and its effects; `\.self` reaches them all.
  /// The closure runs on every action, so it should not build new dependencies.
  ///
  /// Mirrors TCA's `Reducer.transformDependency(_:transform:)` (1.0–1.25.5).
  @warn_unqualified_access
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// A reducer that runs `base`, and the effects it returns, with some dependencies changed.
///
/// Mirrors TCA's `_DependencyKeyWritingReducer`, what ``Reducer/dependency(_:_:)`` and
/// ``Reducer/transformDependency(_:transform:)`` return. TCA's effects carry the dependencies
/// they were created with; here the changed values are captured when `base` runs and set again
/// around each of its effects' operations, which gives them the same values.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: (inout DependencyValues) -> Void

  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  /// Runs `base` with the changed dependencies; its effects run with them too.
  ///
  /// Mirrors TCA's `_DependencyKeyWritingReducer.reduce(into:action:)`.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    var cambiadas = DependencyValues._current
    update(&cambiadas)
    let values = cambiadas
    let effect = DependencyValues.$_current.withValue(values) {
      base.reduce(into: &state, action: action)
    }
    return effect.map({ $0 }, around: { _, operation in
      await DependencyValues.$_current.withValue(values) { await operation() }
    })
  }
}
