/// The effects started by one `Store.send`, as something you can await or cancel.
///
/// Mirrors TCA's `StoreTask`.
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(tasks: [Task<Void, Never>]) {
    guard !tasks.isEmpty else {
      self.rawValue = nil
      return
    }
    self.rawValue = Task {
      await withTaskCancellationHandler {
        for task in tasks { await task.value }
      } onCancel: {
        for task in tasks { task.cancel() }
      }
    }
  }

  /// Cancels the effects.
  ///
  /// Mirrors TCA's `StoreTask.cancel()`.
  public func cancel() { rawValue?.cancel() }

  /// Waits until every effect has finished; cancelling the waiting task cancels them.
  ///
  /// Mirrors TCA's `StoreTask.finish()`.
  public func finish() async {
    guard let rawValue else { return }
    await withTaskCancellationHandler {
      await rawValue.value
    } onCancel: {
      rawValue.cancel()
    }
  }

  /// Whether the effects were cancelled (`true` when there were none).
  ///
  /// Mirrors TCA's `StoreTask.isCancelled`.
  public var isCancelled: Bool { rawValue?.isCancelled ?? true }
}
