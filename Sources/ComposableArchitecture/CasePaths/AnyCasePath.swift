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
  /// The case it names and where it was written, when built in an `AllCasePaths` property.
  let origin: CasePathOrigin?
  /// The levels of the case key path it was built from (`init(_:)`); empty otherwise.
  let steps: [CaseStep]

  /// Creates a case path from its two functions.
  ///
  /// Mirrors swift-case-paths' `AnyCasePath.init(embed:extract:)`. The defaulted parameters are not
  /// in swift-case-paths: they record the property it is written in (`datosRecibidos`) and its
  /// file, so `TestStore` failures and runtime warnings can name the case and the student's file.
  /// Never pass them.
  /// - Parameters:
  ///   - embed: Builds the enum from the payload (usually the case itself: `Action.fijar`).
  ///   - extract: Returns the payload, or `nil` when the enum is in another case.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: StaticString = #function
  ) {
    self.init(
      embed: embed, extract: extract,
      origin: CasePathOrigin(
        function: "\(function)",
        location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// A case path whose origin is given (or unknown).
  init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    origin: CasePathOrigin?
  ) {
    _embed = embed
    _extract = extract
    self.origin = origin
    steps = []
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
    origin = path.steps.last?.origin
    steps = path.steps
  }

  /// Builds the enum value for `value`.
  ///
  /// Mirrors swift-case-paths' `AnyCasePath.embed(_:)`.
  public func embed(_ value: Value) -> Root { _embed(value) }

  /// The payload, or `nil` when `root` is in another case.
  ///
  /// Mirrors swift-case-paths' `AnyCasePath.extract(from:)`.
  public func extract(from root: Root) -> Value? { _extract(root) }

  /// The levels to diagnose a failed extraction with: those of the key path it came from, or
  /// itself as one level.
  var diagnosticSteps: [CaseStep] {
    if !steps.isEmpty { return steps }
    let extract = _extract
    return [CaseStep(origin: origin, extract: { ($0 as? Root).flatMap(extract) })]
  }
}
