import Foundation

/// A button of an alert or confirmation dialog: its label, its role and the action it sends.
///
/// Mirrors swift-navigation's `ButtonState` (re-exported by TCA; 2.7 through 2.9.1). Two buttons
/// are equal when label, role and action are; the `id` only tells buttons apart in a view.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmarVaciar) {
///   TextState("Vaciar")
/// }
/// ```
public struct ButtonState<Action>: Identifiable {
  /// Identifies this button among the others of its alert (not part of `==`).
  /// Mirrors swift-navigation's `ButtonState.id`.
  public let id: UUID
  /// What tapping the button sends (`.send(nil)` sends nothing, and only dismisses).
  /// Mirrors swift-navigation's `ButtonState.action`.
  public let action: ButtonStateAction<Action>
  /// The button's text.
  /// Mirrors swift-navigation's `ButtonState.label`.
  public let label: TextState
  /// The button's role, or `nil` for an ordinary button.
  /// Mirrors swift-navigation's `ButtonState.role`.
  public let role: ButtonStateRole?

  /// Creates a button that sends `action` (by default nothing) when tapped.
  ///
  /// Mirrors `ButtonState.init(role:action:label:)` with a `ButtonStateAction`.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  /// Creates a button that sends `action` when tapped.
  ///
  /// Mirrors `ButtonState.init(role:action:label:)` with an action value.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(id: UUID(), action: .send(action), label: label(), role: role)
  }

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  /// Calls `perform` with the action this button sends (`nil` if it sends none).
  ///
  /// Mirrors `ButtonState.withAction(_:)`: what a view does when the button is tapped.
  public func withAction(_ perform: (Action?) -> Void) {
    perform(action.action)
  }

  /// The same button sending `transform` of its action.
  ///
  /// Mirrors `ButtonState.map(_:)`.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, action: action.map(transform), label: label, role: role)
  }
}

/// What a button sends when tapped.
///
/// Mirrors swift-navigation's `ButtonStateAction`, without the animated variant (SwiftUI only).
public struct ButtonStateAction<Action> {
  /// How the action is sent.
  ///
  /// Mirrors `ButtonStateAction._ActionType` without `animatedSend`.
  public enum _ActionType {
    /// Sends the action (or nothing, for `nil`).
    case send(Action?)
  }

  /// How the action is sent.
  /// Mirrors swift-navigation's `ButtonStateAction.type`.
  public let type: _ActionType

  /// Sends `action` when the button is tapped; `nil` sends nothing.
  ///
  /// Mirrors `ButtonStateAction.send(_:)`.
  public static func send(_ action: Action?) -> Self {
    Self(type: .send(action))
  }

  /// The action this button sends, or `nil`.
  /// Mirrors swift-navigation's `ButtonStateAction.action`.
  public var action: Action? {
    switch type {
    case let .send(action): action
    }
  }

  /// The same sending `transform` of the action.
  ///
  /// Mirrors `ButtonStateAction.map(_:)`.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonStateAction<NewAction> {
    .send(transform(action))
  }
}

/// The purpose of a button, as `SwiftUI.ButtonRole`.
///
/// Mirrors swift-navigation's `ButtonStateRole`.
public enum ButtonStateRole: Sendable, Equatable, Hashable {
  /// The button cancels (dismisses without doing anything).
  case cancel
  /// The button does something that cannot be undone (shown in red).
  case destructive
}

extension ButtonStateAction._ActionType: Equatable where Action: Equatable {}
extension ButtonStateAction._ActionType: Hashable where Action: Hashable {}
extension ButtonStateAction._ActionType: Sendable where Action: Sendable {}
extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonState: Equatable where Action: Equatable {
  /// Equal when action, label and role are (the `id` is ignored).
  /// Mirrors swift-navigation's `ButtonState.==`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes action, label and role, consistently with `==`.
  /// Mirrors swift-navigation's `ButtonState.hash(into:)`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: _CustomDumpRepresentable {
  func _dumpNode(_ dumper: inout Dumper, isRoot: Bool) -> DumpNode {
    var children: [Mirror.Child] = []
    if let role { children.append((label: "role", value: role)) }
    children.append((label: "action", value: action.action as Any))
    children.append((label: "label", value: label))
    return dumper.structNode(name: "ButtonState", children: children)
  }
}

/// Builds the buttons of an alert or dialog from a list of `ButtonState` expressions, with
/// `if`, `if`/`else` and `for`.
///
/// Mirrors swift-navigation's `ButtonStateBuilder`.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Joins the buttons of each line.
  /// Mirrors swift-navigation's `ButtonStateBuilder.buildBlock`.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// One button.
  /// Mirrors swift-navigation's `ButtonStateBuilder.buildExpression`.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  /// The buttons of an `if` without `else` (none when false).
  /// Mirrors swift-navigation's `ButtonStateBuilder.buildOptional`.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// The buttons of the `if` branch.
  /// Mirrors swift-navigation's `ButtonStateBuilder.buildEither(first:)`.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of the `else` branch.
  /// Mirrors swift-navigation's `ButtonStateBuilder.buildEither(second:)`.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of a `for` loop.
  /// Mirrors swift-navigation's `ButtonStateBuilder.buildArray`.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons inside `if #available`.
  /// Mirrors swift-navigation's `ButtonStateBuilder.buildLimitedAvailability`.
  public static func buildLimitedAvailability(_ component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
}
