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
      matching: { $0 == expectedAction },
      mismatch: { TestStoreMessages.unexpectedAction(expected: expectedAction, received: $0) },
      expectation: "esta acción", detail: String(customDumping: expectedAction),
      timeout: duration, update: updateStateToExpectedResult, location: location)
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
      matching: { extract(actionCase, from: $0) != nil },
      mismatch: {
        TestStoreMessages.unexpectedActionForCase(
          received: String(customDumping: $0), expectation: "del caso esperado")
      },
      expectation: "una acción del caso esperado", detail: nil,
      timeout: duration, update: updateStateToExpectedResult, location: location)
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
      matching: { extract(actionCase, from: $0) == value },
      mismatch: { received in
        if let actual = extract(actionCase, from: received) {
          return TestStoreMessages.valueMismatch(expected: value, actual: actual)
        }
        return TestStoreMessages.unexpectedActionForCase(
          received: String(customDumping: received), expectation: "del caso esperado")
      },
      expectation: "una acción del caso esperado con este valor",
      detail: String(customDumping: value),
      timeout: duration, update: updateStateToExpectedResult, location: location)
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
    await receiveAction(
      matching: isMatching,
      mismatch: {
        TestStoreMessages.unexpectedActionForCase(
          received: String(customDumping: $0), expectation: "la que cumple la condición")
      },
      expectation: "una acción que cumpla la condición", detail: nil,
      timeout: duration, update: updateStateToExpectedResult, location: location)
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
    matching: (Action) -> Bool,
    mismatch: (Action) -> String,
    expectation: String,
    detail: String?,
    timeout duration: Duration?,
    update: ((inout State) throws -> Void)?,
    location: CodeLocation
  ) async {
    let limit = duration ?? timeout
    let deadline = ContinuousClock.now.advanced(by: limit)
    func arrived() -> Bool {
      exhaustivity == .on ? !received.isEmpty : received.contains { matching($0.action) }
    }
    while !arrived(), !core.effects.isEmpty, ContinuousClock.now < deadline {
      await waitForEffects(until: deadline)
    }
    guard arrived() else {
      fail(
        TestStoreMessages.didNotReceive(
          expectation: expectation, detail: detail, inFlight: !core.effects.isEmpty,
          timeout: limit, explicitTimeout: limit != timeout),
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
        fail(mismatch(next.action), at: location)
      }
      assertedState = next.state
    } else {
      var skipped: [String] = []
      while let next = received.first, !matching(next.action) {
        received.removeFirst()
        skipped.append(String(customDumping: next.action))
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
