/// A pair of functions that embed a value into one case of an enum and extract it back.
///
/// Mirrors swift-case-paths' `AnyCasePath`. The properties of a hand-written `AllCasePaths` are
/// `AnyCasePath` values:
///
/// ```swift
/// var fijar: AnyCasePath<Action, Int> {
///   AnyCasePath(embed: Action.fijar, extract: { if case let .fijar(v) = $0 { v } else { nil } })
/// }
/// ```
public struct AnyCasePath<Root, Value>: Sendable {
  private let _embed: @Sendable (Value) -> Root
  private let _extract: @Sendable (Root) -> Value?

  /// Creates a case path from its two functions.
  ///
  /// Mirrors swift-case-paths' `AnyCasePath.init(embed:extract:)`.
  /// - Parameters:
  ///   - embed: Builds the enum from the payload (usually the case itself: `Action.fijar`).
  ///   - extract: Returns the payload, or `nil` when the enum is in another case.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    _embed = embed
    _extract = extract
  }

  /// Creates a case path from a case key path (`AnyCasePath(\Action.Cases.fijar)`).
  ///
  /// Mirrors swift-case-paths' `AnyCasePath.init(_:)`.
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    let path = Case<Root>()[keyPath: keyPath]
    _embed = { value in
      guard let root = path._embed(value) as? Root else {
        preconditionFailure("El case key path no produjo un valor de tipo \(Root.self).")
      }
      return root
    }
    _extract = { path._extract($0) }
  }

  /// Builds the enum value for `value`.
  ///
  /// Mirrors swift-case-paths' `AnyCasePath.embed(_:)`.
  public func embed(_ value: Value) -> Root { _embed(value) }

  /// The payload, or `nil` when `root` is in another case.
  ///
  /// Mirrors swift-case-paths' `AnyCasePath.extract(from:)`.
  public func extract(from root: Root) -> Value? { _extract(root) }
}
