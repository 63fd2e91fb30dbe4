import Foundation

/// The data of an alert: title, buttons and message, kept in the state so tests can compare it.
///
/// Mirrors swift-navigation's `AlertState` (re-exported by TCA; swift-navigation 2.7 through
/// 2.9.1). In TCA a destination enum usually has `case alert(AlertState<Alert>)`; `ifLet` then
/// dismisses the alert by itself when one of its buttons' actions arrives (see ``_EphemeralState``).
///
/// ```swift
/// state.destino = .alert(
///   AlertState {
///     TextState("¿Vaciar la lista?")
///   } actions: {
///     ButtonState(role: .destructive, action: .confirmarVaciar) { TextState("Vaciar") }
///     ButtonState(role: .cancel) { TextState("Cancelar") }
///   } message: {
///     TextState("No se puede deshacer.")
///   }
/// )
/// ```
public struct AlertState<Action>: Identifiable {
  /// Identifies this alert (not part of `==`).
  /// Mirrors swift-navigation's `AlertState.id`.
  public let id: UUID
  /// The buttons, in order. With none, a view shows a single «OK».
  /// Mirrors swift-navigation's `AlertState.buttons`.
  public var buttons: [ButtonState<Action>]
  /// The text under the title, if any.
  /// Mirrors swift-navigation's `AlertState.message`.
  public var message: TextState?
  /// The title.
  /// Mirrors swift-navigation's `AlertState.title`.
  public var title: TextState

  /// Creates an alert from its title, its buttons and an optional message.
  ///
  /// Mirrors `AlertState.init(title:actions:message:)`.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), buttons: actions(), message: message?(), title: title())
  }

  init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }

  /// The same alert with its buttons sending `transform` of their actions.
  ///
  /// Mirrors `AlertState.map(_:)`.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title)
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Equal when title, message and buttons are (the `id` is ignored).
  /// Mirrors swift-navigation's `AlertState.==`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes title, message and buttons, consistently with `==`.
  /// Mirrors swift-navigation's `AlertState.hash(into:)`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: _CustomDumpRepresentable {
  func _dumpNode(_ dumper: inout Dumper, isRoot: Bool) -> DumpNode {
    var children: [Mirror.Child] = [(label: "title", value: title)]
    if !buttons.isEmpty { children.append((label: "actions", value: buttons)) }
    if let message { children.append((label: "message", value: message)) }
    return dumper.structNode(name: "AlertState", children: children)
  }
}
