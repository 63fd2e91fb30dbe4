import Foundation

/// A store for tests: you send actions, say how the state must change, and receive the actions
/// effects send back. Anything you did not assert fails the test.
///
/// Mirrors TCA's `TestStore` (`@MainActor`, exhaustive by default):
/// - ``send(_:assert:fileID:file:line:column:)`` runs the action; the trailing closure gets the
///   state *before* it and must turn it into the state right after it.
/// - Actions sent by effects (including `.send`) go to a queue; ``receive(_:timeout:assert:fileID:file:line:column:)``
///   asserts them one by one, in order, against the state right after each.
/// - At the end of the test, unasserted received actions and effects still running fail. The
///   check runs when the lesson harness ends the test and, at the latest, when the store is
///   deallocated.
///
/// ```swift
/// let store = TestStore(initialState: Contador.State()) { Contador() }
/// await store.send(.incrementar) { $0.cuenta = 1 }
/// ```
///
/// Deterministic: effects run on the main queue (macOS 15+, Linux), and `send`/`receive` let the
/// effect work that is already enqueued run before returning. On macOS 14, where effects run on
/// the shared pool, they wait instead until the new effects sleep on a `TestClock` or end (at
/// most one second; see `TestClock.advance`). Failures go through the issue reporters.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// Whether every change must be asserted (`.on`, the default) or only what you assert.
  ///
  /// Mirrors TCA's `TestStore.exhaustivity`.
  public var exhaustivity: Exhaustivity = .on {
    didSet { syncLedger() }
  }

  /// How long ``receive(_:timeout:assert:fileID:file:line:column:)`` and ``finish(timeout:fileID:file:line:column:)``
  /// wait (real time). One second, multiplied by the environment variable
  /// `TALLER_FACTOR_TIEMPO` (a positive number) on slow machines.
  ///
  /// Mirrors TCA's `TestStore.timeout` as it is from TCA 1.24.0 (`TestStore.swift`): a
  /// `Duration`. In TCA 1.17.0 through 1.23.2 it is a `UInt64` of nanoseconds
  /// (`store.timeout = 1_000_000_000`), and `receive`/`finish` take `timeout:` as either a
  /// `Duration` or nanoseconds; we follow 1.24+, where only `Duration` exists.
  public var timeout: Duration

  /// The dependencies of the store and of the effects it starts from now on.
  ///
  /// Mirrors TCA's `TestStore.dependencies`.
  public var dependencies: DependencyValues {
    get { core.dependencies }
    _modify {
      // NB: reading a value in order to change part of it must not count as using it.
      core.dependencies.isPreparing = true
      defer { core.dependencies.isPreparing = false }
      yield &core.dependencies
    }
  }

  /// The state after the last asserted step: the last `send`, `receive` or skipped received
  /// actions. Inside the trailing closure of `send` or `receive`, it is the state before that
  /// action (what the closure starts from in an exhaustive test).
  ///
  /// Mirrors TCA's `TestStore.state`. As there, the effect of an action that was received but not
  /// yet asserted with `receive` does not show here until it is (`skipReceivedActions()` also
  /// brings it in).
  public var state: State { assertedState }

  /// Whether the feature under test dismissed itself (`await dismiss()` at the root).
  ///
  /// Mirrors TCA's `TestStore.isDismissed` (`TestStore.swift`, 1.17.0 through 1.25.5): a dismissal
  /// at the root of a `TestStore` is the store being dismissed. Its in-flight effects stop being
  /// tracked (they keep running) with no issue, and a later `send` fails.
  public private(set) var isDismissed = false

  let core: RootCore<State, Action>
  private let ledger: EndOfTestLedger
  /// Actions sent by effects and not yet asserted, with the state right after each.
  var received: [(action: Action, state: State)] = [] {
    didSet { syncLedger() }
  }
  /// Received actions that a non-exhaustive step or `skipReceivedActions` dropped, oldest first:
  /// where a failed non-exhaustive `receive` looks for the closest action of its case.
  var skippedActions: [Action] = []
  /// The state after the last asserted action: the "before" of the next received action, and
  /// what ``state`` and ``assert(_:fileID:file:line:column:)`` see.
  var assertedState: State
  /// The state right after the action being sent.
  private var stateAfterSentAction: State?
  var waiters: [Waiter] = []

  /// Creates a test store.
  ///
  /// Mirrors TCA's `TestStore.init(initialState:reducer:withDependencies:fileID:file:line:column:)`.
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The reducer under test (`{ Contador() }`).
  ///   - prepareDependencies: Overrides test dependencies (`{ $0.continuousClock = reloj }`).
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    var dependencies = DependencyValues._current
    dependencies.context = .test
    DependencyValues.$isSetting.withValue(true) { prepareDependencies(&dependencies) }
    let (state, reducer) = DependencyValues.$_current.withValue(dependencies) {
      (initialState(), reducer())
    }
    let core = RootCore(
      initialState: state, reducer: reducer, dependencies: dependencies, serialEffects: true)
    self.core = core
    self.assertedState = state
    self.timeout = Self.defaultTimeout
    let creation = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.ledger = EndOfTestLedger(
      reporters: IssueReporters.current, creation: creation, effects: core.effects)

    core.didReduce = { [weak self] action, origin, state in
      self?.didReduce(action, origin: origin, state: state)
    }
    core.didFinishEffect = { [weak self] in self?.wakeWaiters() }
    core.dependencies.dismiss = DismissEffect(kind: .direct({ [weak self] in self?.dismissAtRoot() }))
    if let checks = EndOfTestChecks.current {
      checks.register { [weak self] in self?.runEndOfTestChecks() }
    }
  }

  deinit {
    let ledger = self.ledger
    withIssueReporters(ledger.reporters) { ledger.runChecks() }
  }

  /// Runs the end-of-test checks now (idempotent): unasserted received actions and effects still
  /// running fail when exhaustive; every effect is then cancelled.
  ///
  /// Not in TCA, which only checks at deinit: the lesson harness calls it when a test returns.
  public func runEndOfTestChecks() {
    syncLedger()
    ledger.runChecks()
  }

  /// One second scaled by `TALLER_FACTOR_TIEMPO`.
  static var defaultTimeout: Duration { TimeFactor.scaled(.seconds(1)) }

  /// One second times `factor` (a positive number, `.` or `,` as decimal separator); anything
  /// else means 1.
  nonisolated static func scaledTimeout(factor text: String?) -> Duration {
    TimeFactor.scaled(.seconds(1), factor: text)
  }

  private func didReduce(_ action: Action, origin: ActionOrigin, state: State) {
    switch origin {
    case .store:
      if stateAfterSentAction == nil { stateAfterSentAction = state }
    case .effect:
      received.append((action, state))
      wakeWaiters()
    }
  }

  func syncLedger() {
    ledger.update(
      exhaustivity: exhaustivity,
      pendingReceived: received.map { String(customDumpingElement: $0.action) })
  }

  /// `await dismiss()` reached the root: as TCA's `TestReducer`, skip the in-flight effects without
  /// any issue (they keep running) and refuse further `send`s.
  private func dismissAtRoot() {
    core.effects.forgetAll()
    isDismissed = true
  }

  /// Sends `action` through the core; returns the tasks started and the state right after it.
  func process(_ action: Action, location: CodeLocation) -> (tasks: [Task<Void, Never>], state: State) {
    stateAfterSentAction = nil
    let tasks = core.send(action, origin: .store, location: location)
    let after = stateAfterSentAction ?? core.state
    stateAfterSentAction = nil
    return (tasks, after)
  }

  /// Compares the expected state (built by `update`) with `actual`, reporting any difference.
  /// - Parameter step: ``TestStoreMessages/step(_:_:)`` of the `send`/`receive` being checked, for
  ///   the headline; empty for `assert`. Only evaluated when a check fails.
  func expectStateToMatch(
    before: State, actual: State, update: ((inout State) throws -> Void)?, location: CodeLocation,
    step: @autoclosure () -> String = ""
  ) {
    var expected = exhaustivity == .on ? before : actual
    if let update {
      do {
        try conDependencias { try update(&expected) }
      } catch {
        fail(TestStoreMessages.closureThrew(error), at: location)
        return
      }
    }
    guard exhaustivity == .on else {
      if expected != actual {
        fail(TestStoreMessages.stateMismatch(expected: expected, actual: actual, step: step()), at: location)
      } else if exhaustivity == .off(showSkippedAssertions: true), let update {
        showSkippedStateAssertion(before: before, actual: actual, update: update, location: location)
      }
      return
    }
    if expected != actual {
      let message =
        update == nil
        ? TestStoreMessages.stateChangedUnexpectedly(before: before, after: actual, step: step())
        : TestStoreMessages.stateMismatch(expected: expected, actual: actual, step: step())
      fail(message, at: location)
    } else if update != nil, before == actual {
      fail(TestStoreMessages.expectedChangeButNone(step: step()), at: location)
    }
  }

  /// Runs an assertion closure with the store's dependencies, so that `@Dependency` inside it (a
  /// `date.now`, a `uuid`) gives what the reducer got, not the test's defaults.
  ///
  /// As TCA's `expectedStateShouldMatch`, which wraps the closure in `withDependencies { $0 =
  /// self.reducer.dependencies }` (`TestStore.swift`, TCA 1.x up to 1.25.5).
  func conDependencias<R>(_ operation: () throws -> R) rethrows -> R {
    try DependencyValues.$_current.withValue(core.dependencies, operation: operation)
  }

  /// With `.off(showSkippedAssertions: true)`, what the exhaustive assertion would have said
  /// (the closure applied to the state before the step), as an expected issue.
  ///
  /// TCA's `expectedStateShouldMatch` for `.off(showSkippedAssertions: true)` (`TestStore.swift`,
  /// 1.24.1).
  private func showSkippedStateAssertion(
    before: State, actual: State, update: (inout State) throws -> Void, location: CodeLocation
  ) {
    var expected = before
    do {
      try conDependencias { try update(&expected) }
    } catch {
      reportSkippable(TestStoreMessages.closureThrew(error), exhaustivity: exhaustivity, at: location)
      return
    }
    if expected != actual {
      reportSkippable(
        TestStoreMessages.stateMismatch(expected: expected, actual: actual),
        exhaustivity: exhaustivity, at: location)
    } else if before == actual {
      reportSkippable(TestStoreMessages.expectedChangeButNone(), exhaustivity: exhaustivity, at: location)
    }
  }

  func fail(_ message: String, at location: CodeLocation) {
    report(
      kind: .failure, message, fileID: location.fileID, filePath: location.filePath,
      line: location.line, column: location.column)
  }
}

/// A suspended wait that an event or a timeout resumes, once.
@MainActor
final class Waiter {
  var continuation: CheckedContinuation<Void, Never>?

  func resume() {
    continuation?.resume()
    continuation = nil
  }
}
