/// An action with a `binding` case, so bindings (and `BindingReducer`) can write the state.
///
/// Mirrors TCA's `BindableAction`. The enum's `case binding(BindingAction<State>)` is the witness
/// of ``binding(_:)``.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case guardarPulsado
/// }
/// ```
public protocol BindableAction<State> {
  /// The state the bindings write.
  associatedtype State
  /// Embeds a binding action.
  ///
  /// Mirrors TCA's `BindableAction.binding(_:)`.
  static func binding(_ action: BindingAction<State>) -> Self
  /// The binding action, when `self` is the `binding` case.
  ///
  /// Mirrors TCA's `BindableAction.binding`.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// Extracts the payload of the `binding` case.
  ///
  /// Mirrors TCA's default `BindableAction.binding`, which also reads the case reflectively.
  public var binding: BindingAction<State>? {
    guard let child = Mirror(reflecting: self).children.first, child.label == "binding" else {
      return nil
    }
    return child.value as? BindingAction<State>
  }

  /// The action that sets `keyPath` to `value`: `.set(\.nombre, "Ana")`.
  ///
  /// Mirrors TCA's `BindableAction.set(_:_:)`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<State, Value>, _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}

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
