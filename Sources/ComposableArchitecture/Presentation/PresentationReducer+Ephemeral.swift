extension Reducer {
  /// Presents an alert or confirmation dialog kept in `PresentationState`, with no child reducer:
  /// `.ifLet(\.$alerta, action: \.alerta)`.
  ///
  /// Mirrors TCA's `ifLet(_:action:fileID:filePath:line:column:)` for `_EphemeralState`
  /// (1.17.0 through 1.25.5): the first action of the alert dismisses it.
  @warn_unqualified_access
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    self.ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { EmptyReducer<DestinationState, DestinationAction>() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
