/// Groups reducers so that one operator (`ifLet`, `_printChanges()`…) applies to all of them.
///
/// Mirrors TCA's `CombineReducers`.
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where State == Reducers.State, Action == Reducers.Action {
  let reducers: Reducers

  /// Creates the group from a builder block.
  ///
  /// Mirrors TCA's `CombineReducers.init(_:)`.
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  /// Runs the grouped reducers.
  ///
  /// Mirrors TCA's `CombineReducers.reduce(into:action:)`.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
