extension TestStore {
  /// Waits until every effect has finished; fails the test if some are still running after
  /// `timeout`.
  ///
  /// Mirrors TCA's `TestStore.finish(timeout:fileID:file:line:column:)`.
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let limit = duration ?? timeout
    let deadline = ContinuousClock.now.advanced(by: limit)
    await settle()
    while !core.effects.isEmpty, ContinuousClock.now < deadline {
      await waitForEffects(until: deadline)
    }
    if !core.effects.isEmpty {
      fail(TestStoreMessages.effectsStillRunningAfterFinish(limit), at: location)
    }
    await settle()
  }

  /// Drops the received actions not yet asserted (and their state changes).
  ///
  /// Mirrors TCA's `TestStore.skipReceivedActions(strict:fileID:file:line:column:)`.
  /// - Parameter strict: Fail when there was nothing to skip.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settle()
    guard let last = received.last else {
      if strict {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        fail(TestStoreMessages.noReceivedActionsToSkip, at: location)
      }
      return
    }
    assertedState = last.state
    received.removeAll()
  }

  /// Cancels the effects still running and stops checking them.
  ///
  /// Mirrors TCA's `TestStore.skipInFlightEffects(strict:fileID:file:line:column:)`.
  /// - Parameter strict: Fail when there was nothing to skip.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settle()
    if core.effects.isEmpty {
      if strict {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        fail(TestStoreMessages.noInFlightEffectsToSkip, at: location)
      }
      return
    }
    core.effects.cancelAll()
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !core.effects.isEmpty, ContinuousClock.now < deadline {
      await waitForEffects(until: deadline)
    }
    core.effects.forgetAll()
    await settle()
  }
}
