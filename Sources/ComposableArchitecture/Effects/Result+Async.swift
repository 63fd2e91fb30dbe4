extension Result where Failure == any Error {
  /// Runs async throwing work and captures its outcome: `Result { try await cliente.cargar() }`.
  ///
  /// Mirrors swift-concurrency-extras' `Result.init(catching:)` for async work, used in TCA
  /// effects. Deviation: a defaulted `isolation` parameter keeps the caller's actor.
  public init(
    isolation: isolated (any Actor)? = #isolation,
    catching body: () async throws -> Success
  ) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
