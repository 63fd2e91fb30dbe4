extension Reducer {
  /// Runs another reducer, with the same action, whenever this reducer changes a value of the
  /// state.
  ///
  /// Mirrors TCA's `Reducer.onChange(of:_:)` in its 1.x form (trait-deprecated since 1.25, which
  /// adds `onChange(of:_:)` with an `inout State` closure instead). It only sees changes made by
  /// the reducer it is attached to, not by its parent. The closure gets the old and new values and
  /// builds the reducer to run on the new state; its effects are merged with this reducer's.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.notificaciones) { anterior, nuevo in
  ///     Reduce { state, action in
  ///       .run { _ in await cliente.guardar(nuevo) }
  ///     }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: Reads the watched value from the state (a key path works: `\.campo`).
  ///   - reducer: Builds the reducer to run when the value changed.
  ///     - `oldValue`: The value before this reducer ran.
  ///     - `newValue`: The value after this reducer ran.
  /// - Returns: A reducer that runs this one, then `reducer` when the value changed.
  public func onChange<V: Equatable, R: Reducer>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> _OnChangeReducer<Self, V, R> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }
}

/// The reducer behind ``Reducer/onChange(of:_:)``.
///
/// Mirrors TCA's `_OnChangeReducer`. Deviation, invisible at call sites: the third generic
/// parameter is `Reaction`, not `Body`, because here `Body` is `Reducer`'s associated type.
public struct _OnChangeReducer<Base: Reducer, Value, Reaction: Reducer>: Reducer
where Base.State == Reaction.State, Base.Action == Reaction.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let isDuplicate: (Value, Value) -> Bool
  let reducer: (Value, Value) -> Reaction

  init(
    base: Base,
    toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Reaction
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  /// Runs the base reducer; when the watched value changed, runs the reaction on the new state
  /// with the same action and merges both effects.
  ///
  /// Mirrors TCA's `_OnChangeReducer.reduce(into:action:)`.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return baseEffect }
    let reaction = reducer(oldValue, newValue).reduce(into: &state, action: action)
    return .merge(baseEffect, reaction)
  }
}
