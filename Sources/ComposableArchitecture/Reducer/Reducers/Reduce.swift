/// A reducer made from a closure: the place where a feature's own logic lives.
///
/// Mirrors TCA's `Reduce`.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .incrementar:
///     state.cuenta += 1
///     return .none
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  let reduce: (inout State, Action) -> Effect<Action>

  /// Creates a reducer from a closure that mutates the state and returns an effect.
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Erases any reducer of this state and action.
  public init(_ reducer: some Reducer<State, Action>) {
    self.reduce = { reducer.reduce(into: &$0, action: $1) }
  }

  /// Calls the closure.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}

/// A reducer that does nothing: no state change, no effect.
///
/// Mirrors TCA's `EmptyReducer`.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates the reducer.
  public init() {}

  /// Returns `.none` and leaves the state alone.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// Groups reducers so that one operator (`ifLet`, `_printChanges()`…) applies to all of them.
///
/// Mirrors TCA's `CombineReducers`.
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where State == Reducers.State, Action == Reducers.Action {
  let reducers: Reducers

  /// Creates the group from a builder block.
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  /// Runs the grouped reducers.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
