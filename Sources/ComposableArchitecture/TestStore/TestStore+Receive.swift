extension TestStore where Action: Equatable {
  /// Asserts that the next action sent by an effect is `expectedAction`, and how it changed the
  /// state.
  ///
  /// Mirrors TCA's `TestStore.receive(_:timeout:assert:fileID:file:line:column:)`. Waits up to
  /// `timeout` for the action to arrive while effects are in flight (a presented destination
  /// counts: as in TCA, its presentation is a long-living effect). The closure gets the state
  /// before that action. A non-exhaustive store skips the received actions before the matching one
  /// (shown as expected issues with `.off(showSkippedAssertions: true)`).
  public func receive(
    _ expectedAction: Action,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await receiveAction(
      .action(expectedAction), timeout: duration, update: updateStateToExpectedResult,
      location: location)
  }
}

extension TestStore {
  /// Asserts that the next action sent by an effect is in the case `actionCase`:
  /// `await store.receive(\.respuesta.success)`.
  ///
  /// Mirrors TCA's `TestStore.receive(_:timeout:assert:fileID:file:line:column:)` for case key
  /// paths.
  @_disfavoredOverload
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await receiveAction(
      .inCase(actionCase), timeout: duration, update: updateStateToExpectedResult,
      location: location)
  }

  /// Asserts that the next action sent by an effect is the case `actionCase` with `value`:
  /// `await store.receive(\.respuesta, 42)`.
  ///
  /// Mirrors TCA's `TestStore.receive(_:_:timeout:assert:fileID:file:line:column:)`.
  @_disfavoredOverload
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await receiveAction(
      .inCase(actionCase, value), timeout: duration, update: updateStateToExpectedResult,
      location: location)
  }

  /// Asserts that the next action sent by an effect satisfies `isMatching`.
  ///
  /// Mirrors TCA's `TestStore.receive(_:timeout:assert:fileID:file:line:column:)` with a
  /// predicate.
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await withoutActuallyEscaping(isMatching) { isMatching in
      await receiveAction(
        .satisfying(isMatching), timeout: duration, update: updateStateToExpectedResult,
        location: location)
    }
  }

  /// Only available when `Action` is `Equatable`; otherwise receive by case key path.
  ///
  /// Mirrors TCA's unavailable `receive(_:assert:)` for non-`Equatable` actions.
  @available(
    *, unavailable,
    message:
      "Indica el case key path de la acción que esperas recibir (como 'store.receive(\\.respuesta)'), o haz que 'Action' sea 'Equatable' para compararla directamente."
  )
  public func receive(
    _ expectedAction: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    fatalError()
  }

  func receiveAction(
    _ expectation: ReceiveExpectation<Action>,
    timeout duration: Duration?,
    update: ((inout State) throws -> Void)?,
    location: CodeLocation
  ) async {
    let matching = expectation.matches
    let limit = duration ?? timeout
    let deadline = ContinuousClock.now.advanced(by: limit)
    func arrived() -> Bool {
      exhaustivity == .on ? !received.isEmpty : received.contains { matching($0.action) }
    }
    while !arrived(), !core.effects.isEmpty, ContinuousClock.now < deadline {
      await waitForEffects(until: deadline)
    }
    guard arrived() else {
      // NB: only a non-exhaustive store can get here with actions received: name the closest.
      let candidates = skippedActions + received.map(\.action)
      fail(
        TestStoreMessages.didNotReceive(
          expectation: expectation.text, detail: expectation.detail,
          inFlight: !core.effects.isEmpty, timeout: limit, explicitTimeout: limit != timeout,
          closest: candidates.reversed().lazy.compactMap(expectation.closest).first),
        at: location)
      return
    }
    if exhaustivity == .on {
      let next = received.removeFirst()
      if matching(next.action) {
        expectStateToMatch(
          before: assertedState, actual: next.state, update: update, location: location,
          step: TestStoreMessages.step("recibir", next.action))
      } else {
        // NB: TCA 1.24.1 (`TestStore.swift`, `receiveAction`) computes its "before this one"
        // with the predicate applied to the unexpected action itself, so it never says it; here
        // the queue is searched, so the student learns that the expected action comes later.
        let later = received.contains { matching($0.action) }
        fail(expectation.mismatch(next.action, later), at: location)
      }
      assertedState = next.state
    } else {
      var skipped: [String] = []
      while let next = received.first, !matching(next.action) {
        received.removeFirst()
        skipped.append(String(customDumpingElement: next.action))
        skippedActions.append(next.action)
        assertedState = next.state
      }
      if !skipped.isEmpty {
        reportSkippable(
          TestStoreMessages.receivedActionsSkipped(skipped), exhaustivity: exhaustivity,
          at: location)
      }
      let next = received.removeFirst()
      expectStateToMatch(
        before: assertedState, actual: next.state, update: update, location: location,
        step: TestStoreMessages.step("recibir", next.action))
      assertedState = next.state
    }
    await settle()
  }
}
