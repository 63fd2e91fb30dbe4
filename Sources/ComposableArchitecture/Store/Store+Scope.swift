extension Store {
  /// A child store that sees part of this store's state and sends child actions embedded in this
  /// store's action.
  ///
  /// Mirrors TCA's `Store.scope(state:action:)`. Child stores are cached per pair of paths.
  /// - Parameters:
  ///   - toChildState: Key path from this state to the child state (`\.detalle`).
  ///   - toChildAction: Case key path from this action to the child action (`\.detalle`).
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let id = ScopeID(state: toChildState, action: toChildAction, optional: false)
    return cachedChild(id) {
      Store<ChildState, ChildAction>(
        readState: { self.state[keyPath: toChildState] },
        sendAction: { self.sendAction(embed(toChildAction, $0)) },
        owner: self
      )
    }
  }

  /// The main-branch spelling of ``scope(state:action:)``, without the `state:` label.
  ///
  /// Mirrors TCA's `Store.scope(_:action:)` (unreleased `main`).
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: toChildState, action: toChildAction)
  }

  /// A child store for optional child state, or `nil` while the child state is `nil`.
  ///
  /// Mirrors TCA's `Store.scope(state:action:fileID:filePath:line:column:)` for optional state,
  /// as used with `\.destino?.detalle` and `\.destino.detalle`. The child keeps showing its last
  /// value after the parent's state becomes `nil`. Deviation: no `fileID:line:` parameters (they
  /// would make Swift prefer the non-optional overload); call sites are unchanged.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let initial = state[keyPath: toChildState] else { return nil }
    let id = ScopeID(state: toChildState, action: toChildAction, optional: true)
    return cachedChild(id) {
      let last = LastValue(initial)
      return Store<ChildState, ChildAction>(
        readState: {
          if let value = self.state[keyPath: toChildState] { last.value = value }
          return last.value
        },
        sendAction: { self.sendAction(embed(toChildAction, $0)) },
        owner: self
      )
    }
  }
}

/// The last non-`nil` value of an optional child state.
@MainActor
private final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
