/// Applies binding actions to the state: every `.binding(.set(\.campo, valor))` writes `campo`.
///
/// Mirrors TCA's `BindingReducer`. Put it before `Reduce` to see the state after the write. When
/// the binding lives in a view sub-enum (`case view(View)` with `View: BindableAction`), use
/// `BindingReducer(action: \.view)`.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  let toViewAction: (Action) -> ViewAction?

  /// Applies the bindings of `Action` itself.
  ///
  /// Mirrors TCA's `BindingReducer.init()`.
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// Applies the bindings found in the case `toViewAction` (`\.view`).
  ///
  /// Mirrors TCA's `BindingReducer.init(action:)`.
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    self.toViewAction = { $0[case: toViewAction] }
  }

  /// Writes the binding's value; returns `.none`.
  ///
  /// Mirrors TCA's `BindingReducer.reduce(into:action:)`.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let bindingAction = toViewAction(action)?.binding else { return .none }
    bindingAction.apply(to: &state)
    return .none
  }
}
