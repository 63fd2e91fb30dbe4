import Foundation

extension Reducer {
  /// Runs a destination reducer on `PresentationState` while something is presented.
  ///
  /// Mirrors TCA's `Reducer.ifLet(_:action:destination:fileID:filePath:line:column:)`:
  /// - `.presented(a)` while presented: the destination runs first, then the parent.
  /// - `.dismiss` while presented: the parent runs first, then the state becomes `nil` (unless
  ///   the parent already replaced it).
  /// - Any presentation action while nothing is presented: a runtime warning naming this
  ///   `ifLet`; the parent still runs.
  /// - When the presentation ends or changes, the destination's running effects are cancelled.
  /// - Parameters:
  ///   - toPresentationState: Key path to the projected state (`\.$destino`).
  ///   - toPresentationAction: Case key path to the presentation action (`\.destino`).
  ///   - destination: The destination reducer.
  @warn_unqualified_access
  public func ifLet<
    DestinationState, DestinationAction,
    Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _PresentationReducer(
      parent: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: AnyCasePath(toPresentationAction),
      location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs an enum destination (a hand-expanded `@Reducer enum`) without a closure:
  /// `.ifLet(\.$destino, action: \.destino)`.
  ///
  /// Mirrors TCA's `ifLet(_:action:)` for `CaseReducerState`, which uses the destination's static
  /// `body`. Deviation: the defaulted `fileID:filePath:line:column:` parameters (absent in TCA)
  /// let warnings name this `ifLet`; call sites are unchanged.
  @warn_unqualified_access
  public func ifLet<ChildState: CaseReducerState, ChildAction>(
    _ state: WritableKeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> where ChildState.StateReducer.Action == ChildAction {
    _PresentationReducer(
      parent: self, destination: ChildState.StateReducer.body, toPresentationState: state,
      toPresentationAction: AnyCasePath(action),
      location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer behind the `PresentationState` overloads of `ifLet`.
struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  let parent: Parent
  let destination: Destination
  let toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>
  let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>
  let location: CodeLocation

  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let idBefore = state[keyPath: toPresentationState].presentationID
    var destinationEffect = Effect<Parent.Action>.none
    let presentationAction = toPresentationAction.extract(from: action)

    if presentationAction != nil, idBefore == nil {
      reportIssue(
        RuntimeWarnings.presentationActionWhileAbsent(
          location: location.description, action: String(customDumping: action)),
        fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column
      )
    }
    if case let .presented(destinationAction) = presentationAction,
      let idBefore,
      var destinationState = state[keyPath: toPresentationState].wrappedValue
    {
      var values = DependencyValues._current
      values.dismiss = DismissEffect(kind: .deferred)
      let effect = DependencyValues.$_current.withValue(values) {
        destination.reduce(into: &destinationState, action: destinationAction)
      }
      state[keyPath: toPresentationState].wrappedValue = destinationState
      let toPresentationAction = self.toPresentationAction
      destinationEffect = effect
        .map({ toPresentationAction.embed(.presented($0)) }, around: { send, operation in
          var values = DependencyValues._current
          values.dismiss = DismissEffect(kind: .direct({ send(toPresentationAction.embed(.dismiss)) }))
          await DependencyValues.$_current.withValue(values) { await operation() }
        })
        .cancellable(id: PresentationEffectsID(id: idBefore))
    }

    let parentEffect = parent.reduce(into: &state, action: action)

    if case .dismiss = presentationAction, let idBefore,
      state[keyPath: toPresentationState].presentationID == idBefore
    {
      state[keyPath: toPresentationState].wrappedValue = nil
    }
    var cancelEffect = Effect<Parent.Action>.none
    if let idBefore, state[keyPath: toPresentationState].presentationID != idBefore {
      cancelEffect = .cancel(id: PresentationEffectsID(id: idBefore))
    }
    return .merge(destinationEffect, parentEffect, cancelEffect)
  }
}

/// The cancellation id of the effects of one presentation.
struct PresentationEffectsID: Hashable, Sendable {
  let id: UUID
}
