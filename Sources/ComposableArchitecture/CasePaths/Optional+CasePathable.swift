extension Optional: CasePathable {
  /// The case paths of `Optional`: `\.some` and `\.none`.
  ///
  /// Mirrors swift-case-paths' conformance of `Optional`.
  public struct AllCasePaths: Sendable {
    /// The `some` case.
    ///
    /// Mirrors swift-case-paths' `Optional.AllCasePaths.some`.
    public var some: AnyCasePath<Optional, Wrapped> {
      AnyCasePath(embed: { .some($0) }, extract: { $0 })
    }
    /// The `none` case.
    ///
    /// Mirrors swift-case-paths' `Optional.AllCasePaths.none`.
    public var none: AnyCasePath<Optional, Void> {
      AnyCasePath(embed: { .none }, extract: { $0 == nil ? () : nil })
    }
  }

  /// `Optional`'s case paths.
  ///
  /// Mirrors swift-case-paths' `Optional.allCasePaths`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Result: CasePathable {
  /// The case paths of `Result`: `\.success` and `\.failure`, so `receive(\.respuesta.success)`
  /// works.
  ///
  /// Mirrors swift-case-paths' conformance of `Result`.
  public struct AllCasePaths: Sendable {
    /// The `success` case.
    ///
    /// Mirrors swift-case-paths' `Result.AllCasePaths.success`.
    public var success: AnyCasePath<Result, Success> {
      AnyCasePath(embed: { .success($0) }, extract: { try? $0.get() })
    }
    /// The `failure` case.
    ///
    /// Mirrors swift-case-paths' `Result.AllCasePaths.failure`.
    public var failure: AnyCasePath<Result, Failure> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: { if case let .failure(error) = $0 { error } else { nil } }
      )
    }
  }

  /// `Result`'s case paths.
  ///
  /// Mirrors swift-case-paths' `Result.allCasePaths`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
