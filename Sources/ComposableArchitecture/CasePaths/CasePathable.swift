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
  static var allCasePaths: AllCasePaths { get }
}

/// A key path to one case of an enum: `\Action.Cases.fijar`, usually written `\.fijar`.
///
/// Mirrors swift-case-paths' `CaseKeyPath`.
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// A case key path whose payload type is erased, as taken by ``CasePathable/is(_:)``.
///
/// Mirrors swift-case-paths' `PartialCaseKeyPath`.
public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root>>

/// The root of every case key path: a value that can embed into and extract from an enum.
///
/// Mirrors swift-case-paths' `Case`. `\.caso` on `Case<Enum>` is resolved through
/// `Enum.AllCasePaths`, so chained paths (`\.destino.detalle`) are ordinary key path appending.
@dynamicMemberLookup
public struct Case<Value>: Sendable {
  let _embed: @Sendable (Value) -> Any
  let _extract: @Sendable (Any) -> Value?

  /// The identity case: embeds and extracts `Value` itself.
  public init() {
    _embed = { $0 }
    _extract = { $0 as? Value }
  }

  init(embed: @escaping @Sendable (Value) -> Any, extract: @escaping @Sendable (Any) -> Value?) {
    _embed = embed
    _extract = extract
  }

  /// Appends the case path named `keyPath` in `Value.AllCasePaths`.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> Case<Member> where Value: CasePathable {
    appending(Value.allCasePaths[keyPath: keyPath])
  }

  func appending<Member>(_ path: AnyCasePath<Value, Member>) -> Case<Member> {
    Case<Member>(
      embed: { self._embed(path.embed($0)) },
      extract: { self._extract($0).flatMap(path.extract(from:)) }
    )
  }
}

/// Type-erased access to a `Case`, for partial case key paths.
protocol _AnyCase {
  func _extractAny(from root: Any) -> Any?
}

extension Case: _AnyCase {
  func _extractAny(from root: Any) -> Any? { _extract(root).map { $0 as Any } }
}

/// Embeds `value` into `Root` through `keyPath`.
func embed<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>, _ value: Value) -> Root {
  guard let root = Case<Root>()[keyPath: keyPath]._embed(value) as? Root else {
    preconditionFailure("La ruta de caso no produjo un valor de tipo \(Root.self).")
  }
  return root
}

/// Extracts the payload of `keyPath` from `root`, or `nil` when `root` is in another case.
func extract<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>, from root: Root) -> Value? {
  Case<Root>()[keyPath: keyPath]._extract(root)
}

extension CasePathable {
  /// The root type of this enum's case key paths: `\Action.Cases.fijar`.
  ///
  /// Mirrors swift-case-paths' `CasePathable.Cases`.
  public typealias Cases = Case<Self>

  /// The payload of the case `keyPath`, or `nil` when `self` is in another case.
  ///
  /// Mirrors swift-case-paths' `subscript(case:)`: `accion[case: \.fijar]` is `Int?`.
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    extract(keyPath, from: self)
  }

  /// The payload of the case `keyPath` as `Any`, or `nil` when `self` is in another case.
  public subscript(case keyPath: PartialCaseKeyPath<Self>) -> Any? {
    (Case<Self>()[keyPath: keyPath] as? any _AnyCase)?._extractAny(from: self)
  }

  /// Whether `self` is in the case `keyPath`: `accion.is(\.incrementar)`.
  ///
  /// Mirrors swift-case-paths' `is(_:)`.
  public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool {
    self[case: keyPath] != nil
  }

  /// Modifies the payload of the case `keyPath` in place.
  ///
  /// Mirrors swift-case-paths' `modify(_:yield:)`; when `self` is in another case nothing changes
  /// and a runtime warning is reported.
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
  /// `@dynamicMemberLookup`.
  ///
  /// Mirrors the dynamic member lookup that `@CasePathable @dynamicMemberLookup` gives an enum.
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<Self.AllCasePaths, AnyCasePath<Self, Value>>
  ) -> Value? {
    Self.allCasePaths[keyPath: keyPath].extract(from: self)
  }
}

/// Matches an enum value against a case key path: `switch accion { case \.incrementar: … }`.
///
/// Mirrors swift-case-paths' `~=` for case key paths.
public func ~= <Root: CasePathable, Value>(lhs: CaseKeyPath<Root, Value>, rhs: Root) -> Bool {
  rhs[case: lhs] != nil
}

extension KeyPath {
  /// Embeds `value` in the case this key path names: `(\Action.Cases.fijar)(3)`.
  ///
  /// Mirrors swift-case-paths' `CaseKeyPath.callAsFunction(_:)`.
  public func callAsFunction<Enum, AssociatedValue>(_ value: AssociatedValue) -> Enum
  where Root == Case<Enum>, Value == Case<AssociatedValue> {
    embed(self, value)
  }

  /// Builds the payload-less case this key path names: `(\Action.Cases.incrementar)()`.
  ///
  /// Mirrors swift-case-paths' `CaseKeyPath.callAsFunction()`.
  public func callAsFunction<Enum>() -> Enum where Root == Case<Enum>, Value == Case<Void> {
    embed(self, ())
  }
}
