/// Closes the presented feature that calls it: `await dismiss()` inside an effect.
///
/// Mirrors TCA's `DismissEffect`, read with `@Dependency(\.dismiss) var dismiss`. The
/// `PresentationState` overloads of `ifLet` provide it to their destination; calling it sends
/// `.dismiss` to the parent, which then sets the destination to `nil` (cancelling its effects).
///
/// ```swift
/// case .cerrarPulsado:
///   return .run { _ in await dismiss() }
/// ```
///
/// At the root of a `TestStore` it dismisses the store, as in TCA (`TestStore.swift`, 1.17.0
/// through 1.25.5): `store.isDismissed` becomes `true`, the in-flight effects stop being tracked
/// (they keep running) and a later `send` fails; no issue is reported. Elsewhere outside a
/// presented feature it reports a runtime warning and does nothing.
public struct DismissEffect: Sendable {
  enum Kind: Sendable {
    /// Not presented.
    case none
    /// Read while the destination reducer ran: looks up the effect-time value when called.
    case deferred
    /// Inside a destination effect: sends `.dismiss` to the parent; at the root of a `TestStore`,
    /// dismisses the store.
    case direct(@MainActor @Sendable () -> Void)
  }

  let kind: Kind

  /// Asks the parent to dismiss this feature.
  ///
  /// Mirrors TCA's `DismissEffect.callAsFunction(fileID:filePath:line:column:)`.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if case let .direct(dismiss) = kind {
      dismiss()
      return
    }
    if case .deferred = kind, case let .direct(dismiss) = DependencyValues._current.dismiss.kind {
      dismiss()
      return
    }
    reportIssue(
      RuntimeWarnings.dismissWithoutPresentation(location: "\(fileID):\(line)"),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  var isPresented: Bool {
    if case .none = kind { false } else { true }
  }
}

extension DependencyValues {
  /// Closes the presented feature: `await dismiss()`.
  ///
  /// Mirrors TCA's `DependencyValues.dismiss`.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the current feature is presented (so `dismiss()` can close it).
  ///
  /// Mirrors TCA's `DependencyValues.isPresented`: `true` inside a destination, and also at the
  /// root of a `TestStore`, whose own `dismiss` closes the store.
  public var isPresented: Bool { dismiss.isPresented }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect(kind: .none)
  static let testValue = DismissEffect(kind: .none)
}
