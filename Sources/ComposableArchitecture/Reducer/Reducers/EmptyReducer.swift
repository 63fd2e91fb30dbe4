/// A reducer that does nothing: no state change, no effect.
///
/// Mirrors TCA's `EmptyReducer`.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates the reducer.
  ///
  /// Mirrors TCA's `EmptyReducer.init()`.
  public init() {}

  /// Returns `.none` and leaves the state alone.
  ///
  /// Mirrors TCA's `EmptyReducer.reduce(into:action:)`.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
