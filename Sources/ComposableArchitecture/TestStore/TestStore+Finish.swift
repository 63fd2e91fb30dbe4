extension TestStore {
  /// Waits until every effect has finished; fails the test if some are still running after
  /// `timeout`.
  ///
  /// Mirrors TCA's `TestStore.finish(timeout:fileID:file:line:column:)` (`TestStore.swift`,
  /// 1.24.1): received actions not yet asserted fail here, before waiting (and again at the end of
  /// the test); the presentations' own long-living effects are ended first, so a destination still
  /// presented does not keep `finish` waiting. Non-exhaustive stores report nothing (or expected
  /// issues with `.off(showSkippedAssertions: true)`).
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !received.isEmpty {
      reportSkippable(
        TestStoreMessages.unhandledReceivedAtEnd(received.map { String(customDumpingElement: $0.action) }),
        exhaustivity: exhaustivity, at: location)
    }
    core.cancel(CancelID(PresentationLifetimeID()))
    let limit = duration ?? timeout
    let deadline = ContinuousClock.now.advanced(by: limit)
    await settle()
    while !core.effects.isEmpty, ContinuousClock.now < deadline {
      await waitForEffects(until: deadline)
    }
    if !core.effects.isEmpty {
      reportSkippable(
        TestStoreMessages.effectsStillRunningAfterFinish(limit), exhaustivity: exhaustivity,
        at: location)
    }
    await settle()
  }

  /// Drops the received actions not yet asserted, bringing their state changes into ``state``.
  ///
  /// Mirrors TCA's `TestStore.skipReceivedActions(strict:fileID:file:line:column:)`
  /// (`TestStore.swift`, 1.24.1): what it skips is shown as an expected issue (never a failure).
  /// - Parameter strict: Fail when there was nothing to skip.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settle()
    guard !received.isEmpty else {
      if strict {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        fail(TestStoreMessages.noReceivedActionsToSkip(), at: location)
      }
      return
    }
    skipReceived(at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Drops every received action not yet asserted, bringing in its state, and shows them as an
  /// expected issue (exhaustive or `.off(showSkippedAssertions: true)`), as TCA's
  /// `_skipReceivedActions`.
  func skipReceived(at location: CodeLocation) {
    guard let last = received.last else { return }
    reportSkippable(
      TestStoreMessages.receivedActionsSkipped(received.map { String(customDumpingElement: $0.action) }),
      exhaustivity: exhaustivity.showingSkips, at: location)
    assertedState = last.state
    skippedActions += received.map(\.action)
    received.removeAll()
  }

  /// Stops tracking the effects still running: they are not cancelled, so a later clock advance
  /// can still deliver their actions (to `receive`), but neither `finish` nor the end of the test
  /// waits for them.
  ///
  /// Mirrors TCA's `TestStore.skipInFlightEffects(strict:fileID:file:line:column:)`
  /// (`TestStore.swift`, 1.17.0 through 1.25.5, whose message says "cancelled" although it only
  /// clears the store's set of in-flight effects). What it skips is shown as an expected issue.
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
        fail(TestStoreMessages.noInFlightEffectsToSkip(), at: location)
      }
      return
    }
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    reportSkippable(
      TestStoreMessages.inFlightEffectsSkipped(
        core.effects.inFlightActions.map { $0.map { String(customDumpingElement: $0) } ?? "?" }),
      exhaustivity: exhaustivity.showingSkips, at: location)
    core.effects.forgetAll()
  }
}
