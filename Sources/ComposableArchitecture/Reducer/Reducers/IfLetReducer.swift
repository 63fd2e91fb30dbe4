extension Reducer {
  /// Runs a child reducer on optional child state while it is non-`nil`.
  ///
  /// Mirrors TCA's `Reducer.ifLet(_:action:then:fileID:filePath:line:column:)`. The child runs
  /// first, then the parent. A child action that arrives while the state is `nil` is reported as
  /// a runtime warning naming this `ifLet`. When the child state becomes `nil` (or is replaced by
  /// another enum case or `id`), the child's running effects are cancelled.
  /// - Parameters:
  ///   - toWrappedState: Key path to the optional child state (`\.detalle`).
  ///   - toWrappedAction: Case key path to the child action (`\.detalle`).
  ///   - wrapped: The child reducer.
  @warn_unqualified_access
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _IfLetReducer(
      parent: self, child: wrapped(), toChildState: toWrappedState,
      toChildAction: AnyCasePath(toWrappedAction),
      location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer behind ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``.
///
/// Follows TCA's `_IfLetReducer.reduce(into:action:)` (`IfLetReducer.swift`, 1.24.1; the same from
/// 1.17.0 through 1.25.5): the child runs first, its effects cancellable by the identity it had
/// before it ran; the "before" identity compared for cancellation is taken after the child ran and
/// before the parent runs. So a child that changes its own id does not cancel its effects; a
/// parent that sets it to `nil`, or to another case or id, does.
struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let location: CodeLocation

  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childEffect = reduceChild(into: &state, action: action)
    let idBefore = effectsID(state)
    let parentEffect = parent.reduce(into: &state, action: action)
    var cancelEffect = Effect<Parent.Action>.none
    if let idBefore, idBefore != effectsID(state) {
      cancelEffect = .cancel(id: idBefore)
    }
    return .merge(childEffect, parentEffect, cancelEffect)
  }

  private func reduceChild(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = state[keyPath: toChildState], let id = effectsID(state) else {
      reportIssue(
        RuntimeWarnings.ifLetChildActionWhileNil(
          location: location.description, action: String(customDumping: action)),
        fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column
      )
      return .none
    }
    let effect = child.reduce(into: &childState, action: childAction)
    state[keyPath: toChildState] = childState
    let toChildAction = self.toChildAction
    return effect.map { toChildAction.embed($0) }.cancellable(id: id)
  }

  private func effectsID(_ state: Parent.State) -> ChildEffectsID? {
    state[keyPath: toChildState].map { ChildEffectsID(id: NavigationID($0, at: toChildState)) }
  }
}

/// The cancellation id of the effects of one optional child.
struct ChildEffectsID: Hashable, Sendable {
  let id: NavigationID
}
