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
///
/// Follows TCA's `_PresentationReducer.reduce(into:action:)` (`PresentationReducer.swift`, 1.24.1;
/// the same from 1.17.0 through 1.25.5): the destination's effects are cancellable by the identity
/// of the destination before it ran; after the parent ran, the identity recorded in
/// `PresentationState.presentedID` is compared with the identity of the current value, and when
/// it changed, the old presentation's effects are cancelled and the new one starts its long-living
/// effect (the reason `receive` waits, and `finish` ends it first).
struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  let parent: Parent
  let destination: Destination
  let toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>
  let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>
  let location: CodeLocation

  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let initial = state[keyPath: toPresentationState]
    let presentationAction = toPresentationAction.extract(from: action)
    var destinationEffect = Effect<Parent.Action>.none
    let parentEffect: Effect<Parent.Action>

    switch (initial.wrappedValue, presentationAction) {
    case let (.some(destinationState), .some(.dismiss)):
      parentEffect = parent.reduce(into: &state, action: action)
      if state[keyPath: toPresentationState].wrappedValue.map(id(of:)) == id(of: destinationState) {
        state[keyPath: toPresentationState].wrappedValue = nil
      }
    case let (.some(destinationState), .some(.presented(destinationAction))):
      destinationEffect = reduceDestination(
        destinationState, action: destinationAction, into: &state)
      parentEffect = parent.reduce(into: &state, action: action)
      // NB: an alert or dialog ends with its first action, unless the parent presented another.
      if let ephemeral = ephemeralType(of: destinationState), ephemeral.canSend(destinationAction),
        state[keyPath: toPresentationState].wrappedValue.map(id(of:)) == id(of: destinationState)
      {
        state[keyPath: toPresentationState].wrappedValue = nil
      }
    case (.none, .some):
      reportIssue(
        RuntimeWarnings.presentationActionWhileAbsent(
          location: location.description, action: String(customDumping: action)),
        fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column
      )
      parentEffect = parent.reduce(into: &state, action: action)
    case (_, .none):
      parentEffect = parent.reduce(into: &state, action: action)
    }

    let currentID = state[keyPath: toPresentationState].wrappedValue.map(id(of:))
    let identityChanged = initial.presentedID != currentID
    var dismissEffect = Effect<Parent.Action>.none
    if identityChanged, let presentedID = initial.presentedID,
      initial.wrappedValue.map({ id(of: $0) == presentedID && !isEphemeral($0) }) ?? true
    {
      dismissEffect = .cancel(id: PresentationEffectsID(id: presentedID))
    }
    if identityChanged, currentID == nil {
      state[keyPath: toPresentationState].presentedID = nil
    }
    var presentEffect = Effect<Parent.Action>.none
    if identityChanged || state[keyPath: toPresentationState].presentedID == nil,
      let currentID,
      let current = state[keyPath: toPresentationState].wrappedValue, !isEphemeral(current)
    {
      state[keyPath: toPresentationState].presentedID = currentID
      presentEffect = Effect.presentationLifetime
        .cancellable(id: PresentationEffectsID(id: currentID))
        .cancellable(id: PresentationLifetimeID())
    }
    return .merge(destinationEffect, parentEffect, dismissEffect, presentEffect)
  }

  /// Runs the destination on its state, with `dismiss` pointing at this presentation; returns its
  /// effects, cancellable by the identity the destination had before it ran.
  private func reduceDestination(
    _ destinationState: Destination.State, action: Destination.Action,
    into state: inout Parent.State
  ) -> Effect<Parent.Action> {
    let destinationID = id(of: destinationState)
    var destinationState = destinationState
    var values = DependencyValues._current
    values.dismiss = DismissEffect(kind: .deferred)
    // NB: the destination's cancellation ids live under its own navigation id (TCA 1.17.0–1.25.5,
    // `_PresentationReducer`): its `CancelID.timer` is not its parent's nor a sibling's.
    values.navigationIDPath.append(destinationID)
    let navigationIDPath = values.navigationIDPath
    let effect = DependencyValues.$_current.withValue(values) {
      destination.reduce(into: &destinationState, action: action)
    }
    state[keyPath: toPresentationState].wrappedValue = destinationState
    let toPresentationAction = self.toPresentationAction
    return effect
      .map({ toPresentationAction.embed(.presented($0)) }, around: { send, operation in
        var values = DependencyValues._current
        values.dismiss = DismissEffect(kind: .direct({ send(toPresentationAction.embed(.dismiss)) }))
        // NB: so that `Task.cancel(id:)` inside the effect names the destination's ids.
        values.navigationIDPath = navigationIDPath
        await DependencyValues.$_current.withValue(values) { await operation() }
      })
      .cancellable(id: PresentationEffectsID(id: destinationID))
  }

  private func id(of destinationState: Destination.State) -> NavigationID {
    NavigationID(destinationState, at: toPresentationState)
  }
}

/// The cancellation id of the effects of one presentation.
struct PresentationEffectsID: Hashable, Sendable {
  let id: NavigationID
}

/// The cancellation id every presentation's long-living effect also carries, so that a
/// `TestStore` can end them all in `finish()` and at the end of the test.
///
/// TCA's `OnFirstAppearID` (`PresentationReducer.swift`, 1.17.0 through 1.25.5).
struct PresentationLifetimeID: Hashable, Sendable {}

extension Effect {
  /// An effect that runs until it is cancelled and sends nothing: what a presentation keeps in
  /// flight while it lasts.
  ///
  /// TCA's `Empty(completeImmediately: false)` publisher in `_PresentationReducer`.
  static var presentationLifetime: Self {
    .run { _ in await suspendUntilCancelled() }
  }
}

/// Suspends the current task until it is cancelled, without counting as busy effect work.
private func suspendUntilCancelled() async {
  let parked = EffectActivity.currentTaskParked()
  defer { EffectActivity.resumed(parked) }
  let (stream, continuation) = AsyncStream.makeStream(of: Never.self)
  defer { continuation.finish() }
  for await _ in stream {}
}
