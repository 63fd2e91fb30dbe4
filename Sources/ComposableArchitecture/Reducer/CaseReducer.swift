/// A reducer over an enum of features, one per case: what `@Reducer enum Destino` generates.
///
/// Mirrors TCA's `CaseReducer`. Hand-expanded, it is an enum with a `State` enum (conforming to
/// ``CaseReducerState``), an `Action` enum and a `static var body` with one `Scope` per case.
/// `ifLet(\.$destino, action: \.destino)` then needs no closure.
///
/// ```swift
/// // Lo que @Reducer enum Destino generaría:
/// enum Destino: CaseReducer {
///   enum State: CaseReducerState, Equatable {
///     typealias StateReducer = Destino
///     case detalle(Detalle.State)
///   }
///   enum Action { case detalle(Detalle.Action) }
///   static var body: some Reducer<State, Action> {
///     Scope(state: \.detalle, action: \.detalle) { Detalle() }
///   }
/// }
/// ```
///
/// Deviation: TCA also requires `CaseScope` and `scope(_:)` (for `store.case` in views); this
/// runtime leaves them out, since views are not part of the exercises.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  // NB: re-declared so that `Body` is inferred from `static var body` and not from the `Never`
  // default of `Reducer`.
  /// The enum of the cases' states (``Reducer/State``, re-declared).
  associatedtype State = State
  /// The enum of the cases' actions (``Reducer/Action``, re-declared).
  associatedtype Action = Action
  /// The type of the static ``body`` (``Reducer/Body``, re-declared).
  associatedtype Body = Body

  /// The reducer of the enum, built with one `Scope` (or `ifCaseLet`) per case.
  ///
  /// Mirrors TCA's `CaseReducer.body` (static).
  @ReducerBuilder<State, Action>
  static var body: Body { get }
}

extension CaseReducer {
  /// The static body, seen as the instance body.
  ///
  /// Mirrors TCA's `CaseReducer` default instance `body`.
  public var body: Body { Self.body }
}

/// The state enum of a ``CaseReducer``, pointing back at it.
///
/// Mirrors TCA's `CaseReducerState`: `typealias StateReducer = Destino`.
public protocol CaseReducerState {
  /// The enum reducer this is the state of.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}
