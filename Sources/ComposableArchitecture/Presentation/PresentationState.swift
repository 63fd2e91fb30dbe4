import Foundation

/// Optional state of a presented feature (a sheet, an alert, a pushed screen), with an identity
/// that lets the runtime cancel the feature's effects when it is dismissed.
///
/// Mirrors TCA's `PresentationState`, written as the property wrapper `@PresentationState`:
/// the spelling before `@Presents`. The `$` projection is what `ifLet` takes.
///
/// ```swift
/// struct State: Equatable {
///   @PresentationState var destino: Destino.State?   // con la macro: @Presents
/// }
/// // body: … .ifLet(\.$destino, action: \.destino)
/// ```
///
/// The identity changes when a value is presented over `nil` or when the presented enum changes
/// case (or an `Identifiable` value changes id); it is excluded from `==`, `hash` and dumps.
@propertyWrapper
public struct PresentationState<State> {
  private var value: State?
  /// Identity of the current presentation; `nil` while nothing is presented.
  private(set) var presentationID: UUID?

  /// Creates the wrapper; non-`nil` starts a presentation.
  ///
  /// Mirrors TCA's `PresentationState.init(wrappedValue:)`.
  public init(wrappedValue: State?) {
    self.value = wrappedValue
    self.presentationID = wrappedValue == nil ? nil : UUID()
  }

  /// The presented state, or `nil`.
  ///
  /// Mirrors TCA's `PresentationState.wrappedValue`.
  public var wrappedValue: State? {
    get { value }
    set {
      switch (value, newValue) {
      case (_, .none):
        presentationID = nil
      case (.none, .some):
        presentationID = UUID()
      case let (.some(old), .some(new)):
        if navigationDiscriminator(old) != navigationDiscriminator(new) { presentationID = UUID() }
      }
      value = newValue
    }
  }

  /// The wrapper itself: `\.$destino` is what `ifLet` takes.
  ///
  /// Mirrors TCA's `PresentationState.projectedValue`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The payload of the case `path` of the presented enum, or `nil`.
  ///
  /// Mirrors TCA's `PresentationState.subscript(case:)`; useful in test assertions:
  /// `$0.$destino[case: \.detalle]?.cuenta = 1`. Writing while another case is presented
  /// reports a runtime warning and changes nothing.
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case? where State: CasePathable {
    get { value.flatMap { extract(path, from: $0) } }
    set {
      guard let newValue else {
        if value.flatMap({ extract(path, from: $0) }) != nil { wrappedValue = nil }
        return
      }
      guard let current = value, extract(path, from: current) != nil else {
        reportIssue(RuntimeWarnings.modifyUnrelatedCase(String(customDumping: value as Any)))
        return
      }
      wrappedValue = embed(path, newValue)
    }
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Compares the presented values only (not the identity).
  ///
  /// Mirrors TCA's `PresentationState` conformance to `Equatable`.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented value only.
  ///
  /// Mirrors TCA's `PresentationState` conformance to `Hashable`.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: _CustomDumpRepresentable {
  func _dumpNode(_ dumper: inout Dumper, isRoot: Bool) -> DumpNode {
    dumper.node(for: value as Any, isRoot: isRoot)
  }
}

/// What distinguishes one presentation from another of the same type: the enum case, or the
/// `id` of an `Identifiable` value.
func navigationDiscriminator(_ value: Any) -> String {
  if let identifiable = value as? any Identifiable {
    return "id:\(String(describing: identifiable.id))"
  }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return "" }
  if let label = mirror.children.first?.label { return "case:\(label)" }
  return "case:\(String(describing: value))"
}
