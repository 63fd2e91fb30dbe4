/// The effects started by one `TestStore.send`, to await or cancel them in a test.
///
/// Mirrors TCA's `TestStoreTask`.
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?
  let timeout: Duration

  init(tasks: [Task<Void, Never>], timeout: Duration) {
    self.rawValue = StoreTask(tasks: tasks).rawValue
    self.timeout = timeout
  }

  /// Cancels the effects and waits until they have stopped.
  ///
  /// Mirrors TCA's `TestStoreTask.cancel()`.
  public func cancel() async {
    rawValue?.cancel()
    await rawValue?.value
  }

  /// Waits until the effects finish; fails the test if they are still running after `timeout`
  /// (the store's timeout by default).
  ///
  /// Mirrors TCA's `TestStoreTask.finish(timeout:fileID:file:line:column:)`.
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let rawValue else { return }
    let limit = duration ?? timeout
    let finished = await finishes(rawValue, within: limit)
    if !finished {
      report(
        kind: .failure, TestStoreMessages.taskStillRunning(limit),
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Whether the effects were cancelled (`true` when there were none).
  ///
  /// Mirrors TCA's `TestStoreTask.isCancelled`.
  public var isCancelled: Bool { rawValue?.isCancelled ?? true }
}

/// Whether `task` finishes within `limit` (real time), without cancelling it.
func finishes(_ task: Task<Void, Never>, within limit: Duration) async -> Bool {
  let resumed = Locked(false)
  return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
    let resume: @Sendable (Bool) -> Void = { value in
      let first = resumed.withValue { done in
        defer { done = true }
        return !done
      }
      if first { continuation.resume(returning: value) }
    }
    let timer = Task {
      try? await Task.sleep(for: limit)
      resume(false)
    }
    Task {
      await task.value
      timer.cancel()
      resume(true)
    }
  }
}
