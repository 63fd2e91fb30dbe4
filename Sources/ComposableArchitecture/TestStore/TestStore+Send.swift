extension TestStore {
  /// Sends an action and asserts how the state changed.
  ///
  /// Mirrors TCA's `TestStore.send(_:assert:fileID:file:line:column:)`. The closure gets the
  /// state before the action; make it equal to the state right after the action (actions that
  /// effects send, even with `.send`, are asserted later with `receive`). Before returning, the
  /// effect work already enqueued gets to run.
  ///
  /// As in TCA, received actions not yet asserted fail an exhaustive `send` and stay queued for a
  /// later `receive`; a non-exhaustive `send` skips them (shown as expected issues with
  /// `.off(showSkippedAssertions: true)`). After the feature dismissed itself
  /// (``isDismissed``), `send` fails.
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
    guard !isDismissed else {
      fail(TestStoreMessages.sendToDismissedStore(), at: location)
      return TestStoreTask(tasks: [], timeout: timeout)
    }
    if !received.isEmpty {
      // NB: as TCA (TestStore.swift, 1.17.0–1.25.5), an exhaustive store fails and keeps the
      // received actions queued, so a later `receive` still asserts them.
      reportSkippable(
        TestStoreMessages.mustHandleReceived(received.map { String(customDumpingElement: $0.action) }),
        exhaustivity: exhaustivity, at: location)
      if exhaustivity != .on {
        skipReceived(at: location)
      }
    }
    let before = assertedState
    let (tasks, after) = process(action, location: location)
    expectStateToMatch(
      before: before, actual: after, update: updateStateToExpectedResult, location: location,
      step: TestStoreMessages.step("enviar", action))
    assertedState = after
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

  /// Asserts the state without sending anything: the closure gets ``state`` (the state after the
  /// last asserted step) and must leave it unchanged.
  ///
  /// Mirrors TCA's `TestStore.assert(_:fileID:file:line:column:)`, in both exhaustivities: the
  /// state compared is the one after the last `send`, `receive` or skipped received actions, not
  /// including actions received but not yet asserted. So in a non-exhaustive test, skip them first:
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.borrarPulsado)
  /// await store.finish()
  /// await store.skipReceivedActions()
  /// store.assert { $0.filas = [] }
  /// ```
  ///
  /// Unlike `send`, a closure that changes nothing is not a failure.
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let actual = assertedState
    var expected = actual
    do {
      try conDependencias { try updateStateToExpectedResult(&expected) }
    } catch {
      fail(TestStoreMessages.closureThrew(error), at: location)
      return
    }
    if expected != actual {
      fail(TestStoreMessages.stateMismatch(expected: expected, actual: actual), at: location)
    }
  }

  /// Runs `operation` with another exhaustivity, then restores it.
  ///
  /// Mirrors TCA's synchronous `TestStore.withExhaustivity(_:operation:)`.
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity in force while `operation` runs.
  ///   - operation: The assertions to run with it.
  /// - Returns: What `operation` returns.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try operation()
  }

  /// Runs async `operation` with another exhaustivity, then restores it.
  ///
  /// Mirrors TCA's async `TestStore.withExhaustivity(_:operation:)` as written under Swift 6
  /// compilers (1.15+; `@MainActor () async throws -> R` before). `sending` lets a non-`Sendable`
  /// result leave the nonisolated closure on every Swift 6 compiler, 6.0 included.
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity in force while `operation` runs.
  ///   - operation: The assertions to run with it.
  /// - Returns: What `operation` returns.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }
}
