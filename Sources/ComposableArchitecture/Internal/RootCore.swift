import Foundation

/// Where an action being processed came from.
enum ActionOrigin {
  /// Sent by a store (a view, a test).
  case store
  /// Sent by an effect (`.send`, or `send` inside `.run`).
  case effect
}

/// The engine shared by `Store` and `TestStore`: state, reducer, action queue and effects.
///
/// Actions are processed one at a time, in order, on the main actor. Effects hold the core
/// weakly; when the core goes away its effects are cancelled.
@MainActor
final class RootCore<State, Action> {
  private(set) var state: State
  private let reducer: (inout State, Action) -> Effect<Action>
  var dependencies: DependencyValues
  nonisolated let effects = EffectRegistry()
  private let executor: (any Sendable)?
  /// The test (task) this store's effect work is counted under (see `EffectActivity`).
  let owner: EffectActivity.TaskKey?

  private var buffer: [(action: Action, origin: ActionOrigin, location: CodeLocation?)] = []
  private(set) var isSending = false
  private var cancelIDStack: [CancelID] = []
  /// How many actions the reducer has processed.
  private var reduceCount = 0
  /// Grows with every action processed and every effect started or finished.
  private(set) var activity = 0

  /// Called before and after a batch of actions changes the state (observation).
  var willChange: (() -> Void)?
  var didChange: (() -> Void)?
  /// Called after the reducer ran for an action, with the state right after it.
  var didReduce: ((Action, ActionOrigin, State) -> Void)?
  /// Called when an effect finishes.
  var didFinishEffect: (() -> Void)?

  init(
    initialState: State,
    reducer: some Reducer<State, Action>,
    dependencies: DependencyValues,
    serialEffects: Bool
  ) {
    self.state = initialState
    self.reducer = { reducer.reduce(into: &$0, action: $1) }
    self.dependencies = dependencies
    let owner = EffectActivity.currentOwner
    self.owner = owner
    if serialEffects, !EffectActivity.forcesSharedPool,
      #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
    {
      self.executor = MainQueueExecutor(owner: owner)
    } else {
      self.executor = nil
    }
  }

  deinit {
    effects.cancelAll()
  }

  /// Processes `action` and every action it leads to synchronously; returns the tasks started.
  ///
  /// When the core is already processing (a send from inside a send), the action is queued and
  /// processed by the running loop.
  @discardableResult
  func send(_ action: Action, origin: ActionOrigin, location: CodeLocation?) -> [Task<Void, Never>] {
    buffer.append((action, origin, location))
    guard !isSending else { return [] }
    isSending = true
    defer { isSending = false }
    willChange?()
    var tasks: [Task<Void, Never>] = []
    DependencyValues.$_current.withValue(dependencies) {
      while !buffer.isEmpty {
        let next = buffer.removeFirst()
        let effect = reducer(&state, next.action)
        activity += 1
        didReduce?(next.action, next.origin, state)
        reduceCount += 1
        tasks += start(
          effect,
          origin: EffectOrigin(location: next.location, action: next.action, step: reduceCount))
      }
    }
    didChange?()
    return tasks
  }

  /// Starts `effect`: synchronous parts now, async parts in tasks.
  private func start(_ effect: Effect<Action>, origin: EffectOrigin) -> [Task<Void, Never>] {
    switch effect.node {
    case .none:
      return []
    case let .send(action):
      buffer.append((action, .effect, origin.location))
      return []
    case let .run(run):
      let core = WeakRef(self)
      return [
        launch(priority: run.priority, origin: origin, cancelIDs: cancelIDStack) {
          await EffectRunner.run(run, core: core, origin: origin)
        }
      ]
    case let .merge(effects):
      return effects.flatMap { start($0, origin: origin) }
    case let .concatenate(effects):
      var tasks: [Task<Void, Never>] = []
      var index = effects.startIndex
      while index < effects.endIndex, effects[index].isSynchronous {
        tasks += start(effects[index], origin: origin)
        index += 1
      }
      if index < effects.endIndex {
        let rest = Effect<Action>(node: .concatenate(Array(effects[index...])))
        let core = WeakRef(self)
        tasks.append(
          launch(priority: nil, origin: origin, cancelIDs: cancelIDStack) {
            await EffectRunner.execute(rest, core: core, origin: origin)
          }
        )
      }
      return tasks
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { effects.cancel(id) }
      cancelIDStack.append(id)
      defer { cancelIDStack.removeLast() }
      return start(effect, origin: origin)
    case let .cancel(id):
      effects.cancel(id)
      return []
    }
  }

  /// Starts `operation` in a task tracked by the registry under `cancelIDs`.
  func launch(
    priority: TaskPriority?,
    origin: EffectOrigin,
    cancelIDs: [CancelID],
    operation: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let id = UUID()
    let core = WeakRef(self)
    let owner = EffectActivity.currentOwner
    let registry = effects
    let operation: @Sendable () async -> Void = {
      await EffectRegistry.$current.withValue(registry) { await operation() }
    }
    let task: Task<Void, Never>
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *),
      let executor = executor as? MainQueueExecutor
    {
      task = Task(executorPreference: executor, priority: priority) {
        await EffectActivity.$inheritedOwner.withValue(owner) { await operation() }
        await core.value?.effectFinished(id)
      }
    } else {
      EffectActivity.poolTaskLaunched(owner: owner)
      task = Task(priority: priority) {
        await EffectActivity.runPoolTask(owner: owner) {
          await operation()
          await core.value?.effectFinished(id)
        }
      }
    }
    effects.insert(id, task: task, origin: origin, cancelIDs: cancelIDs)
    activity += 1
    return task
  }

  /// Starts a nested cancellable effect from inside a running one.
  func launchCancellable(
    _ effect: Effect<Action>, id: CancelID, cancelInFlight: Bool, origin: EffectOrigin
  ) -> Task<Void, Never> {
    if cancelInFlight { effects.cancel(id) }
    let core = WeakRef(self)
    return launch(priority: nil, origin: origin, cancelIDs: [id]) {
      await EffectRunner.execute(effect, core: core, origin: origin)
    }
  }

  func cancel(_ id: CancelID) {
    effects.cancel(id)
  }

  private func effectFinished(_ id: UUID) {
    effects.remove(id)
    activity += 1
    didFinishEffect?()
  }
}
