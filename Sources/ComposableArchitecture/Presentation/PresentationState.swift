import Foundation

/// Optional state of a presented feature (a sheet, an alert, a pushed screen), with the identity
/// of the presentation that `ifLet` last saw, so that it can cancel the feature's effects when it
/// ends.
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
/// As in TCA (`PresentationReducer.swift`, 1.17.0 through 1.25.5), the identity is not kept by the
/// setter: `ifLet` compares the identity it recorded with the one of the value after each action
/// (key path, enum case, `Identifiable` id; see `NavigationID`). So `destino = nil` followed by
/// `destino = .mismoCaso(…)` in one reduce is the same presentation (its effects keep running),
/// while `.hijo(id: 1)` replaced by `.hijo(id: 2)` is another one. The identity is excluded from
/// `==`, `hash` and dumps.
@propertyWrapper
public struct PresentationState<State> {
  // NB: in a reference, copied on write, as TCA keeps it (`PresentationState.storage`, 1.17.0
  // through 1.25.5): a feature can present itself (`@PresentationState var hijo: State?` inside
  // `State`), which an inline `State?` would make a value of infinite size (#27.3).
  fileprivate var caja: Caja
  /// The identity `ifLet` recorded for the current presentation; `nil` until it sees one.
  var presentedID: NavigationID?

  /// Creates the wrapper.
  ///
  /// Mirrors TCA's `PresentationState.init(wrappedValue:)`.
  public init(wrappedValue: State?) {
    self.caja = Caja(wrappedValue)
  }

  private var value: State? {
    get { caja.value }
    set {
      if isKnownUniquelyReferenced(&caja) {
        caja.value = newValue
      } else {
        caja = Caja(newValue)
      }
    }
  }

  /// The presented value's storage, shared between copies until one of them writes.
  fileprivate final class Caja: @unchecked Sendable {
    // NB: `@unchecked` because the box is only mutated when uniquely referenced (copy on write),
    // so a shared box is never written; `PresentationState` is `Sendable` only when `State` is.
    var value: State?
    init(_ value: State?) { self.value = value }
  }

  /// The presented state, or `nil`.
  ///
  /// Mirrors TCA's `PresentationState.wrappedValue`.
  public var wrappedValue: State? {
    get { value }
    set { value = newValue }
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
  /// Two copies of the same storage are equal without comparing; otherwise compares the presented
  /// values only (not the identity).
  ///
  /// Mirrors TCA's `PresentationState` conformance to `Equatable` (`sharesStorage(with:)` first,
  /// 1.17.0 through 1.25.5): a presented value that is not equal to itself (a `Double.nan` inside)
  /// still equals its unchanged copy.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.caja === rhs.caja || lhs.value == rhs.value }
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
