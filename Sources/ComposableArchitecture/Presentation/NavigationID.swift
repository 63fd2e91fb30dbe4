/// The identity of a presented or optional child: where it lives (a key path) and which value it
/// is (its enum case, and the `id` of the value or of the case's payload when `Identifiable`).
///
/// TCA's internal `NavigationID` (`Internal/NavigationID.swift`, 1.17.0 through 1.25.5), which
/// `ifLet`, `ifCaseLet` and the presentation `ifLet` use to scope and cancel a child's effects.
/// Two values with the same case and id are the same child, whatever else changed: replacing
/// `.detalle(id: 1)` by `.detalle(id: 1)` with other fields keeps the child's effects running;
/// `.detalle(id: 2)` or another case is another child. We read the case with `Mirror` (TCA reads
/// the enum's metadata tag).
struct NavigationID: Hashable, @unchecked Sendable {
  // NB: `@unchecked` because `AnyKeyPath` and `AnyHashable` are immutable values not declared
  // `Sendable`; the ids only ever hold key paths and `Identifiable` ids of `Sendable` state.
  private let keyPath: AnyKeyPath
  private let caseName: String?
  private let identifier: AnyHashable?

  /// The identity of `value`, the child found at `keyPath`.
  init(_ value: Any, at keyPath: AnyKeyPath) {
    self.keyPath = keyPath
    var identifier = identifiableID(value)
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .enum {
      if let payload = mirror.children.first {
        caseName = payload.label
        identifier = identifier ?? identifiableID(payload.value)
      } else {
        caseName = String(describing: value)
      }
    } else {
      caseName = nil
    }
    self.identifier = identifier
  }
}

/// `value.id` when `value` is `Identifiable`.
private func identifiableID(_ value: Any) -> AnyHashable? {
  func open<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
  guard let identifiable = value as? any Identifiable else { return nil }
  return open(identifiable)
}
