/// An action with a `view` case that groups everything a view may send.
///
/// Mirrors TCA's `ViewAction`. The enum's `case view(View)` is the witness of ``view(_:)``.
public protocol ViewAction<ViewAction> {
  /// The actions a view may send.
  associatedtype ViewAction
  /// Embeds a view action.
  ///
  /// Mirrors TCA's `ViewAction.view(_:)`.
  static func view(_ action: ViewAction) -> Self
}

/// A view that can only send its feature's view actions.
///
/// Mirrors TCA's `ViewActionSending`, which `@ViewAction(for:)` conforms a view to. Without the
/// macro, write the conformance by hand: `extension ContadorVista: ViewActionSending {}`. Then
/// `send(.botonPulsado)` sends `.view(.botonPulsado)`, and sending an internal action does not
/// compile ("type '….Action.View' has no member '…'").
@MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The feature's state.
  associatedtype StoreState
  /// The feature's action.
  associatedtype StoreAction: ViewAction
  /// The view's store.
  ///
  /// Mirrors TCA's `ViewActionSending.store`.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action: `send(.guardarPulsado)` is `store.send(.view(.guardarPulsado))`.
  ///
  /// Mirrors TCA's `ViewActionSending.send(_:)`.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }
}
