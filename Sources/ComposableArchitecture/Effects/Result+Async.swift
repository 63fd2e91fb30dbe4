extension Result {
  /// Runs async throwing work and captures its outcome: `Result { try await cliente.cargar() }`.
  ///
  /// Mirrors swift-concurrency-extras' `Result.init(catching:)` for async work (1.1+, the form TCA
  /// effects use), including its typed `throws(Failure)`. `@_transparent` inlines the body into the
  /// caller, so `body` runs on the caller's actor with every Swift 6 compiler: Swift 6.0 does not let
  /// a closure parameter inherit an `isolated` parameter's actor, which is why there is none.
  ///
  /// - Parameter body: The work to run; a value it returns becomes `.success`, an error it throws
  ///   becomes `.failure`.
  @_transparent
  public init(catching body: () async throws(Failure) -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
