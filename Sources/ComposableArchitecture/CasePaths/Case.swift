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
  /// One entry per case appended so far, for messages (`\.perfil.datosRecibidos`).
  let steps: [CaseStep]

  /// The identity case: embeds and extracts `Value` itself.
  ///
  /// Mirrors swift-case-paths' `Case.init()`.
  public init() {
    _embed = { $0 }
    _extract = { $0 as? Value }
    steps = []
  }

  init(
    embed: @escaping @Sendable (Value) -> Any, extract: @escaping @Sendable (Any) -> Value?,
    steps: [CaseStep]
  ) {
    _embed = embed
    _extract = extract
    self.steps = steps
  }

  /// Appends the case path named `keyPath` in `Value.AllCasePaths`.
  ///
  /// Mirrors swift-case-paths' `Case.subscript(dynamicMember:)`: what makes `\.fijar` a
  /// ``CaseKeyPath``.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> Case<Member> where Value: CasePathable {
    appending(Value.allCasePaths[keyPath: keyPath])
  }

  func appending<Member>(_ path: AnyCasePath<Value, Member>) -> Case<Member> {
    Case<Member>(
      embed: { self._embed(path.embed($0)) },
      extract: { self._extract($0).flatMap(path.extract(from:)) },
      steps: steps + [
        CaseStep(origin: path.origin, extract: { ($0 as? Value).flatMap(path.extract(from:)) })
      ]
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
    preconditionFailure("El case key path no produjo un valor de tipo \(Root.self).")
  }
  return root
}

/// Extracts the payload of `keyPath` from `root`, or `nil` when `root` is in another case.
func extract<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>, from root: Root) -> Value? {
  Case<Root>()[keyPath: keyPath]._extract(root)
}

/// The levels of `keyPath`, for messages.
func caseSteps<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> [CaseStep] {
  Case<Root>()[keyPath: keyPath].steps
}
