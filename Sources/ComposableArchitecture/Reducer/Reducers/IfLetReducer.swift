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
struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let location: CodeLocation

  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let idBefore = effectsID(state)
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if var childState = state[keyPath: toChildState], let idBefore {
        let effect = child.reduce(into: &childState, action: childAction)
        state[keyPath: toChildState] = childState
        let toChildAction = self.toChildAction
        childEffect = effect.map { toChildAction.embed($0) }.cancellable(id: idBefore)
      } else {
        reportIssue(
          RuntimeWarnings.ifLetChildActionWhileNil(
            location: location.description, action: String(customDumping: action)),
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column
        )
      }
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    var cancelEffect = Effect<Parent.Action>.none
    if let idBefore, idBefore != effectsID(state) {
      cancelEffect = .cancel(id: idBefore)
    }
    return .merge(childEffect, parentEffect, cancelEffect)
  }

  private func effectsID(_ state: Parent.State) -> ChildEffectsID? {
    guard let childState = state[keyPath: toChildState] else { return nil }
    return ChildEffectsID(
      keyPath: UncheckedSendable(value: toChildState),
      discriminator: navigationDiscriminator(childState))
  }
}

/// The cancellation id of the effects of one presented child.
struct ChildEffectsID: Hashable, Sendable {
  let keyPath: UncheckedSendable<AnyKeyPath>
  let discriminator: String

  init(keyPath: UncheckedSendable<some AnyKeyPath>, discriminator: String) {
    self.keyPath = UncheckedSendable(value: keyPath.value)
    self.discriminator = discriminator
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath.value == rhs.keyPath.value && lhs.discriminator == rhs.discriminator
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(keyPath.value)
    hasher.combine(discriminator)
  }
}
