import Dispatch
import Foundation

/// A task executor that runs effect work on the main queue, one job at a time, in order.
///
/// `TestStore` runs its effects with this executor as their preference (SE-0417), so the work an
/// effect does interleaves with the test's own `await Task.yield()` calls instead of racing on
/// other threads. That is what makes `send`, `receive` and `TestClock.advance` deterministic.
/// The counters let the store notice when no effect work is left to run.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
final class MainQueueExecutor: TaskExecutor, @unchecked Sendable {
  private let counters = Locked((pending: 0, ran: 0))

  func enqueue(_ job: consuming ExecutorJob) {
    let unowned = UnownedJob(job)
    counters.withValue { $0.pending += 1 }
    DispatchQueue.main.async { [self] in
      counters.withValue {
        $0.pending -= 1
        $0.ran += 1
      }
      unowned.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  /// Jobs waiting to run, and jobs run so far.
  var snapshot: (pending: Int, ran: Int) { counters.current }
}
