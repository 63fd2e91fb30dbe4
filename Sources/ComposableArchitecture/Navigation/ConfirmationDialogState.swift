import Foundation

/// The data of a confirmation dialog (an action sheet): title, buttons, message and whether the
/// title shows.
///
/// Mirrors swift-navigation's `ConfirmationDialogState` (re-exported by TCA; 2.7 through 2.9.1),
/// with its availability. Like ``AlertState``, `ifLet` dismisses it when one of its actions arrives.
@available(iOS 13, macOS 12, tvOS 13, watchOS 6, *)
public struct ConfirmationDialogState<Action>: Identifiable {
  /// Identifies this dialog (not part of `==`).
  /// Mirrors swift-navigation's `ConfirmationDialogState.id`.
  public let id: UUID
  /// The buttons, in order.
  /// Mirrors swift-navigation's `ConfirmationDialogState.buttons`.
  public var buttons: [ButtonState<Action>]
  /// The text under the title, if any.
  /// Mirrors swift-navigation's `ConfirmationDialogState.message`.
  public var message: TextState?
  /// The title.
  /// Mirrors swift-navigation's `ConfirmationDialogState.title`.
  public var title: TextState
  /// Whether the title is shown.
  /// Mirrors swift-navigation's `ConfirmationDialogState.titleVisibility`.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  /// Creates a dialog whose title shows as `titleVisibility` says.
  ///
  /// Mirrors `ConfirmationDialogState.init(titleVisibility:title:actions:message:)`.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(), buttons: actions(), message: message?(), title: title(),
      titleVisibility: titleVisibility)
  }

  /// Creates a dialog whose title visibility is left to the platform (`.automatic`).
  ///
  /// Mirrors `ConfirmationDialogState.init(title:actions:message:)`.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(titleVisibility: .automatic, title: title, actions: actions, message: message)
  }

  init(
    id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
    self.titleVisibility = titleVisibility
  }

  /// The same dialog with its buttons sending `transform` of their actions.
  ///
  /// Mirrors `ConfirmationDialogState.map(_:)`.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title,
      titleVisibility: titleVisibility)
  }
}

/// Whether a confirmation dialog shows its title.
///
/// Mirrors swift-navigation's `ConfirmationDialogStateTitleVisibility`.
public enum ConfirmationDialogStateTitleVisibility: Sendable, Equatable, Hashable {
  /// The platform decides.
  case automatic
  /// The title is hidden.
  case hidden
  /// The title is shown.
  case visible
}

@available(iOS 13, macOS 12, tvOS 13, watchOS 6, *)
extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Equal when title, title visibility, message and buttons are (the `id` is ignored).
  /// Mirrors swift-navigation's `ConfirmationDialogState.==`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.titleVisibility == rhs.titleVisibility
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

@available(iOS 13, macOS 12, tvOS 13, watchOS 6, *)
extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes title, visibility, message and buttons, consistently with `==`.
  /// Mirrors swift-navigation's `ConfirmationDialogState.hash(into:)`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(titleVisibility)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

@available(iOS 13, macOS 12, tvOS 13, watchOS 6, *)
extension ConfirmationDialogState: Sendable where Action: Sendable {}

@available(iOS 13, macOS 12, tvOS 13, watchOS 6, *)
extension ConfirmationDialogState: _CustomDumpRepresentable {
  func _dumpNode(_ dumper: inout Dumper, isRoot: Bool) -> DumpNode {
    var children: [Mirror.Child] = []
    if titleVisibility != .automatic {
      children.append((label: "titleVisibility", value: titleVisibility))
    }
    children.append((label: "title", value: title))
    if !buttons.isEmpty { children.append((label: "actions", value: buttons)) }
    if let message { children.append((label: "message", value: message)) }
    return dumper.structNode(name: "ConfirmationDialogState", children: children)
  }
}
