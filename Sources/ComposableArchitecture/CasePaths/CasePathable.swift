/// A type whose cases can be reached through case key paths such as `\.incrementar`.
///
/// Mirrors swift-case-paths' `CasePathable`, the conformance that `@CasePathable` generates. Without
/// macros you write the expansion by hand: a nested `AllCasePaths` struct with one ``AnyCasePath``
/// property per case, plus `static var allCasePaths`.
///
/// ```swift
/// enum Action { case incrementar; case fijar(Int) }
///
/// // Lo que @CasePathable generaría:
/// extension Action: CasePathable {
///   struct AllCasePaths {
///     var incrementar: AnyCasePath<Action, Void> {
///       AnyCasePath(embed: { .incrementar }, extract: { if case .incrementar = $0 { () } else { nil } })
///     }
///     var fijar: AnyCasePath<Action, Int> {
///       AnyCasePath(embed: Action.fijar, extract: { if case let .fijar(v) = $0 { v } else { nil } })
///     }
///   }
///   static var allCasePaths: AllCasePaths { AllCasePaths() }
/// }
/// ```
public protocol CasePathable {
  /// The collection of case paths, one property per case.
  associatedtype AllCasePaths
  /// Every case path of this enum.
  ///
  /// Mirrors swift-case-paths' `CasePathable.allCasePaths`.
  static var allCasePaths: AllCasePaths { get }
}

// NB: the overload set below is swift-case-paths' (1.5–1.9), `@_disfavoredOverload` included.
// Without it, the type-erased `subscript(case:) -> Any?` wins over the generic one for a key path
// literal (a non-generic overload ranks higher), so `accion[case: \.fijar]` would be `Any?`.
// Left out: swift-case-paths' setter-only `@_disfavoredOverload subscript(dynamicMember:) -> Value`
// (its PR #150, meant for `estado.caso?.campo = x`). On Swift 6 the optional overload still wins
// that write and reports its unavailable setter, so the extra overload is never picked and only
// turns "value of optional type must be unwrapped" into "getter … is unavailable".
extension CasePathable {
  /// The root type of this enum's case key paths: `\Action.Cases.fijar`.
  ///
  /// Mirrors swift-case-paths' `CasePathable.Cases`.
  public typealias Cases = Case<Self>

  /// The payload of the case `keyPath`, or `nil` when `self` is in another case.
  ///
  /// Mirrors swift-case-paths' `subscript(case:)`: `accion[case: \.fijar]` is `Int?` and
  /// `accion[case: \.binding.nombre]` is `String?`.
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    extract(keyPath, from: self)
  }

  /// The payload of the case `keyPath` as `Any`, or `nil` when `self` is in another case.
  ///
  /// Mirrors swift-case-paths' `@_disfavoredOverload subscript(case:) -> Any?` for partial case
  /// key paths: it is only chosen when the payload type is unknown (`PartialCaseKeyPath`).
  @_disfavoredOverload
  public subscript(case keyPath: PartialCaseKeyPath<Self>) -> Any? {
    (Case<Self>()[keyPath: keyPath] as? any _AnyCase)?._extractAny(from: self)
  }

  /// Replaces the payload of the case `keyPath`, only when `self` is already in that case:
  /// `accion[case: \.fijar] = 5`. Otherwise nothing changes. It cannot be read (read the
  /// optional overload instead).
  ///
  /// Mirrors swift-case-paths' setter-only `@_disfavoredOverload subscript(case:) -> Value`.
  @_disfavoredOverload
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value {
    @available(*, unavailable)
    get { fatalError("'subscript(case:)' no opcional solo se puede asignar.") }
    set {
      guard extract(keyPath, from: self) != nil else { return }
      self = embed(keyPath, newValue)
    }
  }

  /// Whether `self` is in the case `keyPath`: `accion.is(\.incrementar)`.
  ///
  /// Mirrors swift-case-paths' `is(_:)`.
  public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool {
    self[case: keyPath] != nil
  }

  /// Modifies the payload of the case `keyPath` in place.
  ///
  /// Mirrors swift-case-paths' `modify(_:yield:fileID:filePath:line:column:)`; when `self` is in
  /// another case nothing changes and a runtime warning is reported.
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Self, Value>,
    yield: (inout Value) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard var value = extract(keyPath, from: self) else {
      reportIssue(
        RuntimeWarnings.modifyUnrelatedCase(String(customDumping: self)),
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    yield(&value)
    self = embed(keyPath, value)
  }

  /// The payload of a case read as a property (`estado.detalle`), for enums marked
  /// `@dynamicMemberLookup`; `nil` in another case.
  ///
  /// Mirrors swift-case-paths' `subscript(dynamicMember:) -> Value?`. As there, assigning through
  /// it does not compile: write `estado = .detalle(valor)`. Unlike there, an `extract` that reads
  /// its own case through this subscript reports the recursion and returns `nil` (``LecturaRecursiva``).
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<Self.AllCasePaths, AnyCasePath<Self, Value>>
  ) -> Value? {
    // NB: an `extract` that reads its own case this way recurses; see `LecturaRecursiva`.
    get { LecturaRecursiva.leer(Self.self) { Self.allCasePaths[keyPath: keyPath].extract(from: self) } }
    @available(*, unavailable, message: "Write 'enum = .case(value)', not 'enum.case = value'")
    set {
      let path = Self.allCasePaths[keyPath: keyPath]
      guard let newValue, path.extract(from: self) != nil else { return }
      self = path.embed(newValue)
    }
  }
}
