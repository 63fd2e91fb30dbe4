import Dispatch
import Foundation

/// A task executor that runs effect work on the main queue, one job at a time, in order.
///
/// `TestStore` runs its effects with this executor as their preference (SE-0417), so the work an
/// effect does interleaves with the test's own main-actor code (which also runs on the main
/// queue) instead of racing on other threads. Every job is counted in ``EffectActivity`` under the
/// test that owns the store, which is how `send`, `receive` and `TestClock.advance` know when no
/// effect work is left to run.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
final class MainQueueExecutor: TaskExecutor, @unchecked Sendable {
  private let owner: EffectActivity.TaskKey?

  /// Creates the executor of one store, owned by `owner` (see ``EffectActivity``).
  init(owner: EffectActivity.TaskKey?) { self.owner = owner }

  func enqueue(_ job: consuming ExecutorJob) {
    let unowned = UnownedJob(job)
    let owner = self.owner
    EffectActivity.serialJobEnqueued(owner: owner)
    DispatchQueue.main.async { [self] in
      EffectActivity.serialJobRan(owner: owner)
      unowned.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
