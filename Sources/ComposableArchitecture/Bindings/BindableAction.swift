/// An action with a `binding` case, so bindings (and `BindingReducer`) can write the state.
///
/// Mirrors TCA's `BindableAction`. The enum's `case binding(BindingAction<State>)` is the witness
/// of ``binding(_:)``.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case guardarPulsado
/// }
/// ```
public protocol BindableAction<State> {
  /// The state the bindings write.
  associatedtype State
  /// Embeds a binding action.
  ///
  /// Mirrors TCA's `BindableAction.binding(_:)`.
  static func binding(_ action: BindingAction<State>) -> Self
  /// The binding action, when `self` is the `binding` case.
  ///
  /// Mirrors TCA's `BindableAction.binding`.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// Extracts the payload of the `binding` case.
  ///
  /// Mirrors TCA's default `BindableAction.binding`, which also reads the case reflectively.
  public var binding: BindingAction<State>? {
    guard let child = Mirror(reflecting: self).children.first, child.label == "binding" else {
      return nil
    }
    return child.value as? BindingAction<State>
  }

  /// The action that sets `keyPath` to `value`: `.set(\.nombre, "Ana")`.
  ///
  /// Mirrors TCA's `BindableAction.set(_:_:)`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<State, Value>, _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}
