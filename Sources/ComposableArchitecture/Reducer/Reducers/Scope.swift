/// Runs a child reducer on part of the parent's state, for the parent's child actions.
///
/// Mirrors TCA's `Scope`. Works for a child stored in a property (key path) and for a child that
/// is one case of an enum state (case key path). Put `Scope` before the parent's `Reduce` when the
/// parent may change the enum's case.
///
/// ```swift
/// Scope(state: \.contador, action: \.contador) { Contador() }
/// ```
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  enum StatePath {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>, CodeLocation)
  }

  let toChildState: StatePath
  let toChildAction: AnyCasePath<ParentAction, Child.Action>
  let child: Child

  /// Scopes to a child stored in a property of the parent state.
  ///
  /// Mirrors TCA's `Scope.init(state:action:child:)`.
  /// - Parameters:
  ///   - toChildState: Writable key path to the child state (`\.contador`).
  ///   - toChildAction: Case key path to the child action (`\.contador`).
  ///   - child: The child reducer.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  /// The main-branch spelling without labels: `Scope(\.contador, action: \.contador) { … }`.
  ///
  /// Mirrors TCA's `Scope.init(_:action:_:)` (unreleased `main`).
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  /// Scopes to one case of an enum parent state; child actions that arrive while the state is
  /// in another case are reported as a runtime warning.
  ///
  /// Mirrors TCA's `Scope.init(state:action:child:fileID:filePath:line:column:)` for enum state.
  /// - Parameters:
  ///   - toChildState: Case key path to the child state (`\.detalle`).
  ///   - toChildAction: Case key path to the child action (`\.detalle`).
  ///   - child: The child reducer.
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.toChildState = .casePath(AnyCasePath(toChildState), location)
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  /// Runs the child for child actions and maps its effects back.
  ///
  /// Mirrors TCA's `Scope.reduce(into:action:)`.
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else {
      warnIfRejectedOwnCase(
        toChildAction, value: action, what: "la acción", action: action, location: nil)
      return .none
    }
    let toChildAction = self.toChildAction
    switch toChildState {
    case let .keyPath(keyPath):
      return child.reduce(into: &state[keyPath: keyPath], action: childAction)
        .map { toChildAction.embed($0) }
    case let .casePath(casePath, location):
      guard var childState = casePath.extract(from: state) else {
        if warnIfRejectedOwnCase(
          casePath, value: state, what: "el estado", action: action, location: location)
        {
          return .none
        }
        reportIssue(
          RuntimeWarnings.scopeWrongCase(
            location: location.description, action: String(customDumping: action),
            state: String(customDumping: state)),
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column
        )
        return .none
      }
      let effect = child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
      return effect.map { toChildAction.embed($0) }
    }
  }
}

/// Reports that a hand-written `extract` of `path` returned `nil` for `value` although `value` is
/// of its own case, so the child reducer did not run; returns whether it did.
///
/// Not in TCA, where `@CasePathable` writes every `extract`. Points at `location` (the `Scope` or
/// `ifCaseLet`) or, without one, at the `AnyCasePath` the student wrote.
/// - Parameters:
///   - operatorName: `Scope` or `ifCaseLet`, for the message.
///   - what: `el estado` or `la acción`.
@discardableResult
func warnIfRejectedOwnCase<Root, Value, Action>(
  _ path: AnyCasePath<Root, Value>, value: Root, what: String, action: Action,
  location: CodeLocation?, operatorName: String = "Scope"
) -> Bool {
  guard case let .extractRejectedOwnCase(_, origin, rejected) = path.diagnosticSteps.miss(in: value)
  else { return false }
  let at = location ?? origin.location
  reportIssue(
    RuntimeWarnings.extractRejectedOwnCase(
      operator: operatorName, location: location?.description, what: what,
      action: String(customDumping: action), origin: origin, value: rejected),
    fileID: at.fileID, filePath: at.filePath, line: at.line, column: at.column)
  return true
}
