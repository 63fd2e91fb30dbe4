extension Reducer {
  /// Runs a child reducer while the enum state is in one case.
  ///
  /// Mirrors TCA's `Reducer.ifCaseLet(_:action:then:fileID:filePath:line:column:)`. The child runs
  /// first, then the parent. A child action that arrives while the state is in another case is
  /// reported as a runtime warning. When the case changes, the child's running effects are
  /// cancelled.
  /// - Parameters:
  ///   - toCaseState: Case key path to the child state (`\.conectado`).
  ///   - toCaseAction: Case key path to the child action (`\.conectado`).
  ///   - case: The child reducer.
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where CaseState == Case.State, CaseAction == Case.Action {
    _IfCaseLetReducer(
      parent: self, child: `case`(), toChildState: AnyCasePath(toCaseState),
      toChildAction: AnyCasePath(toCaseAction),
      keyPath: UncheckedSendable(value: toCaseState),
      location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer behind ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``.
struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: AnyCasePath<Parent.State, Child.State>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let keyPath: UncheckedSendable<KeyPath<Case<Parent.State>, Case<Child.State>>>
  let location: CodeLocation

  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    // NB: as TCA's `_IfCaseLetReducer` (IfCaseLetReducer.swift, 1.17.0–1.25.5), the "before"
    // identity is taken after the child ran, so a child that changes its own id keeps its effects.
    var childEffect = Effect<Parent.Action>.none
    let childAction = toChildAction.extract(from: action)
    if childAction == nil {
      warnIfRejectedOwnCase(
        toChildAction, value: action, what: "la acción", action: action, location: location,
        operatorName: "ifCaseLet")
    }
    if let childAction {
      if var childState = toChildState.extract(from: state), let id = effectsID(state) {
        let effect = child.reduce(into: &childState, action: childAction)
        state = toChildState.embed(childState)
        let toChildAction = self.toChildAction
        childEffect = effect.map { toChildAction.embed($0) }.cancellable(id: id)
      } else if !warnIfRejectedOwnCase(
        toChildState, value: state, what: "el estado", action: action, location: location,
        operatorName: "ifCaseLet")
      {
        reportIssue(
          RuntimeWarnings.ifCaseLetWrongCase(
            location: location.description, action: String(customDumping: action),
            state: String(customDumping: state)),
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column
        )
      }
    }
    let idBefore = effectsID(state)
    let parentEffect = parent.reduce(into: &state, action: action)
    var cancelEffect = Effect<Parent.Action>.none
    if let idBefore, idBefore != effectsID(state) {
      cancelEffect = .cancel(id: idBefore)
    }
    return .merge(childEffect, parentEffect, cancelEffect)
  }

  private func effectsID(_ state: Parent.State) -> ChildEffectsID? {
    guard let childState = toChildState.extract(from: state) else { return nil }
    return ChildEffectsID(id: NavigationID(childState, at: keyPath.value))
  }
}
