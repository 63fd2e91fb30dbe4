/// State shown briefly that ends the first time it is used: alerts and confirmation dialogs.
///
/// Mirrors TCA's `_EphemeralState` (`Internal/EphemeralState.swift`, 1.17.0 through 1.25.5):
/// when an action of an ephemeral state arrives through `ifLet`, the presentation ends by itself
/// (no `.dismiss` needed), and it starts no long-living effect while presented.
public protocol _EphemeralState<Action> {
  /// The actions its buttons send.
  associatedtype Action
  /// `Action.self`, reachable without knowing the concrete type.
  /// Mirrors TCA's `_EphemeralState.actionType`.
  static var actionType: Any.Type { get }
}

extension _EphemeralState {
  /// `Action.self`.
  /// Mirrors TCA's `_EphemeralState.actionType`.
  public static var actionType: Any.Type { Action.self }
}

extension AlertState: _EphemeralState {}

@available(iOS 13, macOS 12, tvOS 13, watchOS 6, *)
extension ConfirmationDialogState: _EphemeralState {}

/// The ephemeral type of `state`: its own type, or the payload of its current case when it is an
/// enum (`Destino.State.alert(…)`); `nil` when it is not ephemeral.
///
/// TCA reads the payload's type from enum metadata; here `Mirror` reads the payload value.
func ephemeralType(of state: Any) -> (any _EphemeralState.Type)? {
  if let type = type(of: state) as? any _EphemeralState.Type { return type }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first else { return nil }
  return type(of: payload.value) as? any _EphemeralState.Type
}

/// Whether `state` (or its current case) is an alert or a dialog.
func isEphemeral(_ state: Any) -> Bool {
  ephemeralType(of: state) != nil
}

extension _EphemeralState {
  /// Whether `action` is one of this state's actions, directly or as the payload of the current
  /// case of an action enum (`Destino.Action.alert(.confirmar)`).
  static func canSend(_ action: Any) -> Bool {
    if type(of: action) == actionType { return true }
    let mirror = Mirror(reflecting: action)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first else { return false }
    return type(of: payload.value) == actionType
  }
}
