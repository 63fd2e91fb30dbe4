/// A feature's logic: how the state evolves for each action, and which effects run afterwards.
///
/// Mirrors TCA's `Reducer` protocol in its 1.17–1.24 shape. Implement either ``body`` (composing
/// other reducers) or ``reduce(into:action:)`` (raw logic). A type that implements neither does
/// not compile, as in TCA ≤ 1.24 without the `@Reducer` macro: `Body` is inferred as `Never` and
/// the only default `reduce` needs a `Body` that is itself a reducer.
///
/// ```swift
/// struct Contador: Reducer {
///   struct State: Equatable { var cuenta = 0 }
///   enum Action { case incrementar }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.cuenta += 1
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The feature's state.
  associatedtype State
  /// Everything that can happen in the feature.
  associatedtype Action
  /// The type of ``body``; `Never` when the reducer implements ``reduce(into:action:)``.
  associatedtype Body

  /// Evolves `state` for `action` and returns the effect to run afterwards.
  ///
  /// Mirrors TCA's `Reducer.reduce(into:action:)`.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this feature is made of, run top to bottom.
  ///
  /// Mirrors TCA's `Reducer.body`.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A reducer implemented with ``reduce(into:action:)`` has no body; reading it is an error.
  ///
  /// Mirrors TCA's default `body` of a reducer whose `Body` is `Never`.
  public var body: Body {
    fatalError(
      "'\(Self.self)' no tiene 'body'. No leas la propiedad 'body' de un reducer directamente: "
        + "llama a 'reduce(into:action:)'."
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``: the default `reduce` of a reducer that composes others.
  ///
  /// Mirrors TCA's default `reduce(into:action:)` of a reducer with a `body`.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer of `R`'s state and action, for `var body: some ReducerOf<Self>`.
///
/// Mirrors TCA's `ReducerOf`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
