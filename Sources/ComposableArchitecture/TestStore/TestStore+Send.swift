extension TestStore {
  /// Sends an action and asserts how the state changed.
  ///
  /// Mirrors TCA's `TestStore.send(_:assert:fileID:file:line:column:)`. The closure gets the
  /// state before the action; make it equal to the state right after the action (actions that
  /// effects send, even with `.send`, are asserted later with `receive`). Before returning, the
  /// effect work already enqueued gets to run.
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateStateToExpectedResult: Turns the previous state into the expected one.
  /// - Returns: The effects started, to `await … .finish()` or `.cancel()` them.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !received.isEmpty {
      if exhaustivity == .on {
        fail(
          TestStoreMessages.mustHandleReceived(received.map { String(customDumping: $0.action) }),
          at: location)
      }
      if let last = received.last { assertedState = last.state }
      received.removeAll()
    }
    let before = core.state
    let (tasks, after) = process(action, location: location)
    assertedState = after
    expectStateToMatch(
      before: before, actual: after, update: updateStateToExpectedResult, location: location)
    await settle()
    return TestStoreTask(tasks: tasks, timeout: timeout)
  }

  /// Sends the payload-less case `action`: `await store.send(\.incrementar)`.
  ///
  /// Mirrors TCA's `TestStore.send(_:assert:fileID:file:line:column:)` for case key paths.
  @_disfavoredOverload
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      embed(action, ()), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Sends the case `action` with `value`: `await store.send(\.binding.nombre, "Ana")`.
  ///
  /// Mirrors TCA's `TestStore.send(_:_:assert:fileID:file:line:column:)`.
  @_disfavoredOverload
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      embed(action, value), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Asserts the current state without sending anything: the closure gets the current state and
  /// must leave it unchanged.
  ///
  /// Mirrors TCA's `TestStore.assert(_:fileID:file:line:column:)`.
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var expected = core.state
    do {
      try updateStateToExpectedResult(&expected)
    } catch {
      fail(TestStoreMessages.closureThrew(error), at: location)
      return
    }
    if expected != core.state {
      fail(TestStoreMessages.stateMismatch(expected: expected, actual: core.state), at: location)
    }
  }

  /// Runs `operation` with another exhaustivity, then restores it.
  ///
  /// Mirrors TCA's `TestStore.withExhaustivity(_:operation:)`.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () async throws -> R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }
}
