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
  ///
  /// Mirrors TCA's `Reduce.init(_:)`.
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Erases any reducer of this state and action.
  ///
  /// Mirrors TCA's `Reduce.init(_:)` that erases a reducer.
  public init(_ reducer: some Reducer<State, Action>) {
    self.reduce = { reducer.reduce(into: &$0, action: $1) }
  }

  /// Calls the closure.
  ///
  /// Mirrors TCA's `Reduce.reduce(into:action:)`.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
