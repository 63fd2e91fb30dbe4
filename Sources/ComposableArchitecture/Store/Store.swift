import Foundation
import Observation

/// The runtime of a feature: holds its state, runs its reducer for every action and runs the
/// effects that come back.
///
/// Mirrors TCA's `Store` (`@MainActor`, observable). Read state with `store.state` or directly
/// by dynamic member (`store.cuenta`); send actions with ``send(_:)``; derive child stores with
/// ``scope(state:action:)``. Conforms to Observation's `Observable`, so `@Bindable var store`
/// works in SwiftUI.
///
/// Deviation: TCA only offers `store.campo` when `State` is `@ObservableState`; here it works for
/// any state (there are no macros).
@dynamicMemberLookup
@MainActor
public final class Store<State, Action> {
  private let _$observationRegistrar = ObservationRegistrar()
  private let readState: @MainActor () -> State
  let sendAction: @MainActor (Action) -> SendResult
  private let owner: AnyObject
  private var children: [ScopeID: WeakObject] = [:]

  init(
    readState: @escaping @MainActor () -> State,
    sendAction: @escaping @MainActor (Action) -> SendResult,
    owner: AnyObject
  ) {
    self.readState = readState
    self.sendAction = sendAction
    self.owner = owner
  }

  /// Creates a store from an initial state and the reducer that runs it.
  ///
  /// Mirrors TCA's `Store.init(initialState:reducer:withDependencies:)`. Its dependencies are the
  /// live values, or the `testValue`s when it is created inside a test of the lesson harness (TCA's
  /// test context; see `DependencyValues`).
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The feature's reducer (`{ Contador() }`).
  ///   - prepareDependencies: Overrides dependencies for this store and its effects.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    var dependencies = DependencyValues._current
    // NB: the context is fixed when the store is created, as swift-dependencies decides it for
    // the process: a store created inside a hidden test reads `testValue`s.
    if dependencies.context == nil { dependencies.context = DependencyValues.defaultContext }
    if let prepareDependencies {
      DependencyValues.$isSetting.withValue(true) { prepareDependencies(&dependencies) }
    }
    let (state, reducer) = DependencyValues.$_current.withValue(dependencies) {
      (initialState(), reducer())
    }
    let core = RootCore(
      initialState: state, reducer: reducer, dependencies: dependencies, serialEffects: false)
    self.init(
      readState: { core.state },
      sendAction: { action in
        let processed = !core.isSending
        return SendResult(tasks: core.send(action, origin: .store, location: nil), processed: processed)
      },
      owner: core
    )
    core.willChange = { [weak self] in
      guard let self else { return }
      _$observationRegistrar.willSet(self, keyPath: \.state)
    }
    core.didChange = { [weak self] in
      guard let self else { return }
      _$observationRegistrar.didSet(self, keyPath: \.state)
    }
  }

  /// The current state. Reading it inside SwiftUI (or `withObservationTracking`) tracks it.
  ///
  /// Mirrors TCA's `Store.state`. It is also settable when `Action` is bindable (see
  /// `Store+Bindings.swift`).
  public var state: State { currentState }

  /// The current state, read through the observation registrar.
  var currentState: State {
    _$observationRegistrar.access(self, keyPath: \.state)
    return readState()
  }

  /// Reads a property of the state: `store.cuenta`.
  ///
  /// Mirrors TCA's read-only `Store.subscript(dynamicMember:)`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Sends an action: the reducer runs now, and its effects start.
  ///
  /// Mirrors TCA's `Store.send(_:)`. Effect actions are processed in order as they arrive.
  /// - Returns: A task covering the effects started; `await store.send(.x).finish()` waits for
  ///   them.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(tasks: sendAction(action).tasks)
  }

  /// A cached child store, if one is still alive.
  func cachedChild<Child: AnyObject>(_ id: ScopeID, make: () -> Child) -> Child {
    if let child = children[id]?.object as? Child { return child }
    let child = make()
    children[id] = WeakObject(object: child)
    return child
  }
}

extension Store: Observable {}

/// A store of `R`'s state and action.
///
/// Mirrors TCA's `StoreOf`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// Identifies a child store by the paths that derived it.
struct ScopeID: Hashable {
  let state: AnyKeyPath
  let action: AnyKeyPath
  let optional: Bool
}

/// What a `send` did: the tasks it started, and whether it was processed right away.
struct SendResult {
  var tasks: [Task<Void, Never>]
  var processed: Bool
}

struct WeakObject {
  weak var object: AnyObject?
}
