import Foundation
import TallerComun

/// Process-wide bookkeeping of effect work, so that `TestStore.send` and `TestClock.advance` can
/// wait until the effects of the current test have come to rest before they return.
///
/// Work is grouped by *owner*: the task that runs the test (the task that created the store or
/// sent the action; effects started by effects inherit their owner). Parallel tests never wait for
/// each other.
///
/// Two kinds of effect work:
/// - **Serial** (macOS 15+, Linux): a `TestStore` runs its effects on a `MainQueueExecutor`, so
///   effect jobs and the test's own main-actor code share the main queue in FIFO order. Every job
///   is counted per owner; a test that yields on the main actor sees every job enqueued before its
///   yield run first. "At rest" means no job pending and none run for a few consecutive yields.
/// - **Pool** (macOS 14, or a plain `Store`): effects run on the shared concurrent pool, where
///   yielding proves nothing. Each such effect task is counted as *busy* from its launch until it
///   parks in a `TestClock` sleep or ends, and busy again when the clock wakes it. "At rest" means
///   no busy pool task, bounded by ``patience`` in case an effect waits on something else.
enum EffectActivity {
  /// Identity of a task: the hash of its `UnsafeCurrentTask`.
  typealias TaskKey = Int

  /// What a pool effect task knows about itself.
  struct Context: Sendable {
    let owner: TaskKey
  }

  /// Tests set this to `true` to run a `TestStore`'s effects on the shared pool, the path taken
  /// where `TaskExecutor` is unavailable (macOS 14). Its default is ``sharedPoolForcedByEnvironment``,
  /// so a whole process (every hidden test of a lesson) can take the macOS 14 path on any platform.
  @TaskLocal static var forcesSharedPool = sharedPoolForcedByEnvironment

  /// The name of the switch: `TALLER_FORZAR_MACOS14=1` in the environment of a process makes every
  /// `TestStore` in it run its effects as on macOS 14 (shared pool plus ``patience``), never on a
  /// `MainQueueExecutor`. `.ci/run` runs every lesson's hidden tests on its `Solucion` with it.
  static let forceMacOS14Variable = "TALLER_FORZAR_MACOS14"

  /// Whether this process was started with ``forceMacOS14Variable`` set to `1`.
  static let sharedPoolForcedByEnvironment = forcesMacOS14(EntornoProceso.inicial)

  /// Whether `environment` asks for the macOS 14 path: ``forceMacOS14Variable`` is exactly `1`.
  static func forcesMacOS14(_ environment: [String: String]) -> Bool {
    environment[forceMacOS14Variable] == "1"
  }

  /// The owner inherited by effect tasks (`nil` outside effects).
  @TaskLocal static var inheritedOwner: TaskKey?

  private struct Books {
    var serialJobs: [TaskKey: (pending: Int, ran: Int)] = [:]
    var starting: [TaskKey: Int] = [:]
    var busy: [TaskKey: Context] = [:]
  }

  private static let books = Locked(Books())

  /// The current task's key, or `nil` outside any task.
  static var currentTask: TaskKey? { withUnsafeCurrentTask { $0?.hashValue } }

  /// The owner of work started now: the enclosing effect's owner, or the current task.
  static var currentOwner: TaskKey? { inheritedOwner ?? currentTask }

  /// How long a wait gives effects to come to rest: one second, scaled by `TALLER_FACTOR_TIEMPO`.
  /// Only an effect that keeps working without pause, or (on the pool) one that waits on
  /// something other than a `TestClock`, makes a wait last that long.
  static let patience: Duration = TimeFactor.scaled(.seconds(1))

  /// Called each time a wait gives up after ``patience`` with work still busy. Tests set it around
  /// a block to assert that no wait ran out its patience (a logical check, not a wall-clock bound,
  /// so a loaded machine cannot make it fail on its own); `nil` outside such tests.
  @TaskLocal static var patienceRanOut: (@Sendable () -> Void)?

  // MARK: Serial jobs

  static func serialJobEnqueued(owner: TaskKey?) {
    guard let owner else { return }
    books.withValue { $0.serialJobs[owner, default: (0, 0)].pending += 1 }
  }

  static func serialJobRan(owner: TaskKey?) {
    guard let owner else { return }
    books.withValue {
      $0.serialJobs[owner, default: (0, 0)].pending -= 1
      $0.serialJobs[owner, default: (0, 0)].ran += 1
    }
  }

  // MARK: Pool effect tasks

  /// A pool effect task was created (called where it is launched, before it can run).
  static func poolTaskLaunched(owner: TaskKey?) {
    guard let owner else { return }
    books.withValue { $0.starting[owner, default: 0] += 1 }
  }

  /// Runs the body of a pool effect task launched after ``poolTaskLaunched(owner:)``: counted as
  /// busy while it runs, with `owner` inherited by whatever it starts.
  static func runPoolTask(owner: TaskKey?, _ operation: @Sendable () async -> Void) async {
    guard let owner, let key = currentTask else {
      await operation()
      return
    }
    books.withValue {
      $0.starting[owner, default: 0] -= 1
      $0.busy[key] = Context(owner: owner)
    }
    await $inheritedOwner.withValue(owner) { await operation() }
    currentTaskParked()
  }

  /// Runs `body`, which waits for child tasks, with the current pool task not counted as busy
  /// meanwhile (its children count themselves).
  static func waitingForChildren(_ body: () async -> Void) async {
    let parked = currentTaskParked()
    await body()
    resumed(parked)
  }

  /// Whether the current task is a counted pool effect task.
  static var isInPoolTask: Bool {
    guard let key = currentTask else { return false }
    return books.withValue { $0.busy[key] != nil }
  }

  /// The current task stops being busy: it parks (a `TestClock` sleep, waiting for child tasks)
  /// or ends. Returns what ``resumed(_:)`` needs to count it again, or `nil` if it was not counted.
  @discardableResult
  static func currentTaskParked() -> (key: TaskKey, context: Context)? {
    guard let key = currentTask else { return nil }
    return books.withValue { books in
      books.busy.removeValue(forKey: key).map { (key, $0) }
    }
  }

  /// A task parked by ``currentTaskParked()`` is about to run again.
  static func resumed(_ parked: (key: TaskKey, context: Context)?) {
    guard let parked else { return }
    books.withValue { $0.busy[parked.key] = parked.context }
  }

  // MARK: Waiting

  /// Serial jobs of `owner` (pending, run so far) and how many of its pool tasks are busy.
  static func snapshot(owner: TaskKey) -> (pending: Int, ran: Int, busyPool: Int) {
    books.withValue { books in
      let jobs = books.serialJobs[owner] ?? (0, 0)
      let busy = books.busy.values.filter { $0.owner == owner }.count + (books.starting[owner] ?? 0)
      return (jobs.pending, jobs.ran, busy)
    }
  }

  /// Stops counting `owner`'s busy pool tasks (they waited longer than ``patience`` on something
  /// this bookkeeping cannot see).
  static func forgetBusy(owner: TaskKey) {
    books.withValue { books in
      books.busy = books.busy.filter { $0.value.owner != owner }
      books.starting[owner] = nil
    }
  }

  /// Yields on the caller's actor until the effect work of `owner` is at rest (see the type's
  /// discussion).
  ///
  /// - Parameters:
  ///   - owner: Whose work to wait for; the current owner by default.
  ///   - activity: Extra progress to watch (a store's count of actions and effects); any change
  ///     restarts the count of quiet rounds.
  static func settle(
    owner: TaskKey? = currentOwner,
    activity: () -> Int = { 0 },
    isolation: isolated (any Actor)? = #isolation
  ) async {
    guard let owner else {
      await Task.megaYield()
      return
    }
    let start = ContinuousClock.now
    var quietRounds = 0
    var last = (snapshot(owner: owner), activity())
    var waitingForPool = false
    while true {
      if waitingForPool {
        // NB: pool effects run on other threads; a short real pause lets them reach their next
        // suspension without flooding the main queue with yields.
        try? await Task.sleep(nanoseconds: 200_000)
      } else {
        await Task.yield()
      }
      let now = (snapshot(owner: owner), activity())
      let serialQuiet = now.0.pending == 0 && now.0.ran == last.0.ran && now.1 == last.1
      last = now
      waitingForPool = serialQuiet && now.0.busyPool > 0
      if serialQuiet && now.0.busyPool <= 0 {
        quietRounds += 1
        if quietRounds >= 3 { return }
        continue
      }
      quietRounds = 0
      if ContinuousClock.now - start >= patience {
        patienceRanOut?()
        forgetBusy(owner: owner)
        return
      }
    }
  }
}
