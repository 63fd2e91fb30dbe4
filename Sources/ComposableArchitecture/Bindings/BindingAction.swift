/// A key path to a writable property that can be sent safely: what `BindingAction` stores.
///
/// Mirrors TCA's `_SendableWritableKeyPath`.
public typealias _SendableWritableKeyPath<Root, Value> = any WritableKeyPath<Root, Value> & Sendable

/// "Set this property of the state to this value": the action a binding sends.
///
/// Mirrors TCA's `BindingAction`. Two binding actions are equal when their key paths and values
/// are equal. Match one with its key path (`case .binding(\.nombre):`), which compares key paths
/// exactly: `\.nombre` does not match a binding made with `\.perfil.nombre`.
public struct BindingAction<Root>: Equatable, @unchecked Sendable {
  // NB: `@unchecked` because key paths are immutable but not declared `Sendable`; the value is
  // required to be `Sendable` by every initializer.
  /// The property being set.
  ///
  /// Mirrors TCA's `BindingAction.keyPath` (deviation: typed `PartialKeyPath<Root>`, not
  /// `_SendablePartialKeyPath<Root>`).
  public let keyPath: PartialKeyPath<Root>
  let value: any Sendable
  private let write: (inout Root) -> Void
  private let valueIsEqual: (any Sendable) -> Bool
  let tracker: BindingTracker?

  init<Value: Equatable & Sendable>(
    keyPath: WritableKeyPath<Root, Value>, value: Value, tracker: BindingTracker? = nil
  ) {
    self.keyPath = keyPath
    self.value = value
    self.write = { $0[keyPath: keyPath] = value }
    self.valueIsEqual = { ($0 as? Value) == value }
    self.tracker = tracker
  }

  /// The action that sets `keyPath` to `value`.
  ///
  /// Mirrors TCA's `BindingAction.set(_:_:)`: `.binding(.set(\.nombre, "Ana"))`. In TCA (1.17.0
  /// through 1.25.5, `Binding+Observation.swift`) this overload for plain properties requires
  /// `Root: ObservableState` (state marked `@ObservableState`; without it, properties must be
  /// `@BindingState`). This runtime has no `@ObservableState` macro, so any root works here.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<Root, Value>, _ value: Value
  ) -> Self {
    Self(keyPath: keyPath, value: value)
  }

  /// Whether `bindingAction` sets exactly `keyPath`: `case .binding(\.nombre):`.
  ///
  /// Mirrors TCA's `BindingAction.~=`. TCA (1.17.0 through 1.25.5) declares it twice: without
  /// constraint in `Binding.swift`, and with `Root: ObservableState` in `Binding+Observation.swift`;
  /// either way `case .binding(\.nombre):` compiles for `@ObservableState` state.
  public static func ~= <Value>(
    keyPath: _SendableWritableKeyPath<Root, Value>, bindingAction: Self
  ) -> Bool {
    keyPath == bindingAction.keyPath
  }

  /// Two binding actions are equal when they set the same key path to equal values.
  ///
  /// Mirrors TCA's `BindingAction` conformance to `Equatable`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqual(rhs.value)
  }

  /// Writes the value into `root` (what `BindingReducer` does).
  func apply(to root: inout Root) {
    tracker?.markHandled()
    write(&root)
  }
}

extension BindingAction: CasePathable {
  /// One case path per writable property: `\.binding.nombre` in `TestStore.send` and `receive`.
  ///
  /// Mirrors TCA's `BindingAction.AllCasePaths`.
  @dynamicMemberLookup
  public struct AllCasePaths {
    /// The case path of the binding that sets `keyPath`.
    ///
    /// Mirrors TCA's `BindingAction.AllCasePaths.subscript(dynamicMember:)`, which in TCA (1.17.0
    /// through 1.25.5, `Binding.swift`) requires `Root: ObservableState`: `\.binding.nombre` only
    /// works for `@ObservableState` state there. Here any root works (no macros).
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      let path = UncheckedSendable(value: keyPath)
      return AnyCasePath(
        embed: { BindingAction(keyPath: path.value, value: $0) },
        extract: { $0.keyPath == path.value ? $0.value as? Value : nil }
      )
    }
  }

  /// The case paths of binding actions.
  ///
  /// Mirrors TCA's `BindingAction.allCasePaths`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension BindingAction: _CustomDumpRepresentable {
  func _dumpNode(_ dumper: inout Dumper, isRoot: Bool) -> DumpNode {
    let path = cleanKeyPathDescription(keyPath)
    let valueNode = dumper.node(for: value, isRoot: false)
    let prefix = isRoot ? "\(cleanTypeName(Self.self))." : "."
    if case let .leaf(text) = valueNode {
      return .leaf("\(prefix)set(\(path), \(text))")
    }
    return .container(
      open: "\(prefix)set(", close: ")",
      children: [DumpChild(label: nil, node: .leaf(path)), DumpChild(label: nil, node: valueNode)],
      kind: .keyed
    )
  }
}

/// Records whether `BindingReducer` applied a binding sent from a store, to warn when it didn't.
final class BindingTracker: @unchecked Sendable {
  private let handled = Locked(false)
  var wasHandled: Bool { handled.current }
  func markHandled() { handled.withValue { $0 = true } }
}
