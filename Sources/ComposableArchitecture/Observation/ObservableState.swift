import Foundation

/// A state that views can observe: what `@ObservableState` conforms `State` to.
///
/// Mirrors TCA's `ObservableState` protocol (`Observation/ObservableState.swift`, 1.7 through
/// 1.25.5), with its two requirements. In TCA the macro writes them (a stored `_$id` and a
/// registrar that notifies views); this runtime observes no state, so the hand-written expansion
/// is only the conformance, `extension Contador.State: ObservableState {}`, and the requirements
/// get default implementations. Those defaults are ours only: in TCA, conforming by hand without
/// the macro does not compile.
public protocol ObservableState {
  /// The identity of this value for observation.
  /// Mirrors TCA's `ObservableState._$id`.
  var _$id: ObservableStateID { get }
  /// Called before a mutation, to give the value a new identity.
  /// Mirrors TCA's `ObservableState._$willModify()`.
  mutating func _$willModify()
}

extension ObservableState {
  /// A new identity on every read. Deviation, ours only: in TCA the macro stores the id.
  public var _$id: ObservableStateID { ObservableStateID() }
  /// Does nothing. Deviation, ours only: in TCA the macro renews the stored id.
  public mutating func _$willModify() {}
}

/// The identity of an observed value.
///
/// Mirrors TCA's `ObservableStateID` (1.7 through 1.25.5): equal ids mean the same observed value.
public struct ObservableStateID: Equatable, Hashable, Sendable {
  private var location: UUID

  /// A new, unique identity.
  /// Mirrors TCA's `ObservableStateID.init()`.
  public init() {
    location = UUID()
  }

  /// Gives this id a new location, as a mutation of the observed value does.
  /// Mirrors TCA's `ObservableStateID._$willModify()`.
  public mutating func _$willModify() {
    location = UUID()
  }
}
