// NB: neither settable subscript is `@_disfavoredOverload`, as in TCA 1.17–1.24. So when
// `Action` is `BindableAction` and also a `ViewAction` whose `View` is `BindableAction`, both
// apply and `store.campo` is "ambiguous use of 'subscript(dynamicMember:)'", as in TCA (lesson 4's
// `error-binding-en-la-raiz`). Marking only one would silently pick the other. Later TCA
// (PR #3906, 2026) marks both: writes stay ambiguous, reads then use the read-only subscript.
extension Store where Action: BindableAction, Action.State == State {
  /// Reads a property, and writing it sends `.binding(.set(keyPath, newValue))`.
  ///
  /// Mirrors TCA's settable dynamic member lookup: what `$store.nombre` uses in SwiftUI. When no
  /// `BindingReducer` applies the binding, a runtime warning is reported.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set {
      let tracker = BindingTracker()
      let action = Action.binding(BindingAction(keyPath: keyPath, value: newValue, tracker: tracker))
      sendBinding(action, tracker: tracker, fix: "BindingReducer()")
    }
  }
}

extension Store
where Action: ViewAction, Action.ViewAction: BindableAction, Action.ViewAction.State == State {
  /// Reads a property, and writing it sends `.view(.binding(.set(keyPath, newValue)))`.
  ///
  /// Mirrors TCA's settable dynamic member lookup for view actions that are bindable.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set {
      let tracker = BindingTracker()
      let action = Action.view(
        .binding(BindingAction(keyPath: keyPath, value: newValue, tracker: tracker)))
      sendBinding(action, tracker: tracker, fix: "BindingReducer(action: \\.view)")
    }
  }
}

extension Store
where State: Equatable & Sendable, Action: BindableAction, Action.State == State {
  /// The current state; assigning a whole new state sends `.binding(.set(\.self, newValue))`.
  ///
  /// Mirrors TCA's settable `Store.state` (for `State: Equatable & Sendable` and a
  /// `BindableAction`), what `$store.state` binds to. A `BindingReducer` must apply it, as with
  /// `store.campo = valor`; otherwise a runtime warning is reported.
  public var state: State {
    get { currentState }
    set {
      let tracker = BindingTracker()
      let action = Action.binding(BindingAction(keyPath: \.self, value: newValue, tracker: tracker))
      sendBinding(action, tracker: tracker, fix: "BindingReducer()")
    }
  }
}

extension Store
where
  State: Equatable & Sendable, Action: ViewAction, Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// The current state; assigning a whole new state sends
  /// `.view(.binding(.set(\.self, newValue)))`.
  ///
  /// Mirrors TCA's settable `Store.state` for view actions that are bindable.
  public var state: State {
    get { currentState }
    set {
      let tracker = BindingTracker()
      let action = Action.view(
        .binding(BindingAction(keyPath: \.self, value: newValue, tracker: tracker)))
      sendBinding(action, tracker: tracker, fix: "BindingReducer(action: \\.view)")
    }
  }
}

extension Store {
  func sendBinding(_ action: Action, tracker: BindingTracker, fix: String) {
    let result = sendAction(action)
    if result.processed, !tracker.wasHandled {
      reportIssue(RuntimeWarnings.bindingNotHandled(String(customDumping: action), fix: fix))
    }
  }
}
