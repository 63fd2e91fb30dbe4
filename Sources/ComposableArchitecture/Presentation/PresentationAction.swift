/// An action of a presented feature, or the order to dismiss it.
///
/// Mirrors TCA's `PresentationAction`. Its case paths skip `.presented`, so `\.destino.detalle`
/// means `\.destino.presented.detalle`.
public enum PresentationAction<Action> {
  /// Dismiss the presented feature: `ifLet` sets its state to `nil` after the parent ran.
  case dismiss
  /// An action of the presented feature.
  indirect case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationAction: CasePathable {
  /// The case paths `\.dismiss`, `\.presented`, and every case of the presented action directly.
  ///
  /// Mirrors TCA's `PresentationAction.AllCasePaths`.
  @dynamicMemberLookup
  public struct AllCasePaths {
    /// The `dismiss` case.
    ///
    /// Mirrors TCA's `PresentationAction.AllCasePaths.dismiss`.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(embed: { .dismiss }, extract: { if case .dismiss = $0 { () } else { nil } })
    }

    /// The `presented` case.
    ///
    /// Mirrors TCA's `PresentationAction.AllCasePaths.presented`.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: { if case let .presented(action) = $0 { action } else { nil } }
      )
    }

    /// A case of the presented action, reached through `.presented`.
    ///
    /// Mirrors TCA's `PresentationAction.AllCasePaths.subscript(dynamicMember:)`.
    public subscript<AppendedAction>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> AnyCasePath<PresentationAction, AppendedAction> where Action: CasePathable {
      presenting(Action.allCasePaths[keyPath: keyPath])
    }

    private func presenting<AppendedAction>(
      _ path: AnyCasePath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, AppendedAction> {
      AnyCasePath(
        embed: { .presented(path.embed($0)) },
        extract: {
          if case let .presented(action) = $0 { path.extract(from: action) } else { nil }
        },
        origin: path.origin.map {
          CasePathOrigin(
            name: $0.name, function: $0.function, location: $0.location, namesItsCase: false)
        }
      )
    }
  }

  /// The case paths of presentation actions.
  ///
  /// Mirrors TCA's `PresentationAction.allCasePaths`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
