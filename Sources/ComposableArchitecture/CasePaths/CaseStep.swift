import Foundation

/// Where a hand-written `AnyCasePath` was written and which case it names, for messages.
///
/// Not in swift-case-paths (there the macro writes every case path, so they never disagree with
/// their enum). Here students write them: `AnyCasePath.init(embed:extract:)` records the name of
/// the `AllCasePaths` property it is built in (`#function`), so failures can say `\.datosRecibidos`
/// and point at the student's file.
struct CasePathOrigin: Sendable, Equatable {
  /// The case this path names (`datosRecibidos`), or `nil` when it was built elsewhere than in a
  /// property named after its case (a helper function such as `casoSinEscribir()`).
  let name: String?
  /// The `#function` it was built in: the property's name, or the helper's (`casoSinEscribir()`).
  let function: String
  /// Where the `AnyCasePath(…)` was written.
  let location: CodeLocation
  /// Whether `name` is the enum case this path extracts, so a value whose case is `name` must
  /// extract. `false` for paths that skip a level (`PresentationAction`'s `\.detalle`).
  let namesItsCase: Bool

  /// The origin of a path built in `function`; its name is `function` only when that is the name
  /// of a case (not a helper function such as `casoSinEscribir()`, nor a type name in a stored
  /// property's initializer, nor a subscript).
  init(function: String, location: CodeLocation) {
    let isCaseName =
      function.unicodeScalars.first.map { !CharacterSet.uppercaseLetters.contains($0) } ?? false
      && function.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    self.init(
      name: isCaseName ? function : nil, function: function, location: location,
      namesItsCase: isCaseName)
  }

  init(name: String?, function: String, location: CodeLocation, namesItsCase: Bool) {
    self.name = name
    self.function = function
    self.location = location
    self.namesItsCase = namesItsCase
  }

  /// `Module/File.swift` where the `AnyCasePath` was written.
  var fileID: String { "\(location.fileID)" }
  /// 1-based line of that `AnyCasePath(…)`.
  var line: UInt { location.line }
}

/// One level of a case key path: `\.perfil.datosRecibidos` has two.
struct CaseStep: Sendable {
  /// What is known about the `AnyCasePath` of this level.
  let origin: CasePathOrigin?
  /// This level's `extract`, on the value the previous level extracted.
  let extract: @Sendable (Any) -> Any?
}

/// Why a case key path did not extract a value: the value was in another case, or the path's own
/// `extract` returned `nil` for a value of its own case.
enum CaseMiss: Equatable {
  /// At `level`, the value was in the case `actual` (its name), not the one the path names;
  /// `origin` is that level's path, whose name may be unknown.
  case otherCase(level: Int, actual: String?, origin: CasePathOrigin?)
  /// At `level`, the value was of the path's own case (`origin.name`), and its hand-written
  /// `extract` returned `nil`.
  case extractRejectedOwnCase(level: Int, origin: CasePathOrigin, value: String)
}

extension Array where Element == CaseStep {
  /// `\.perfil.datosRecibidos`, or `nil` when a level's name is unknown.
  var keyPathText: String? {
    guard !isEmpty else { return nil }
    var names: [String] = []
    for step in self {
      guard let name = step.origin?.name else { return nil }
      names.append(name)
    }
    return "\\." + names.joined(separator: ".")
  }

  /// Why these steps do not extract from `root`, or `nil` when they do.
  func miss(in root: Any) -> CaseMiss? {
    var current = root
    for (level, step) in enumerated() {
      if let next = step.extract(current) {
        current = next
        continue
      }
      let actual = caseName(of: current)
      if let origin = step.origin, origin.namesItsCase, let actual, actual == origin.name {
        return .extractRejectedOwnCase(
          level: level, origin: origin, value: String(customDumping: current))
      }
      return .otherCase(level: level, actual: actual, origin: step.origin)
    }
    return nil
  }
}

/// The name of the case `value` is in (`datosRecibidos` for `.datosRecibidos("Ana")`), or `nil`
/// when `value` is not an enum.
func caseName(of value: Any) -> String? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return nil }
  if let label = mirror.children.first?.label { return label }
  let text = String(describing: value)
  return text.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) ? text : nil
}

/// `\.perfil.datosRecibidos` for `.perfil(.datosRecibidos("Ana"))`: the chain of case names of a
/// value, at most `levels` deep, descending only into payloads that are themselves `CasePathable`
/// (so `.fijar(Modo.oscuro)` is `\.fijar`); `nil` when `value` is not an enum.
func caseKeyPathText(of value: Any, levels: Int = .max) -> String? {
  caseNames(of: value, levels: levels).map { "\\." + $0.joined(separator: ".") }
}

/// The names behind ``caseKeyPathText(of:levels:)``.
func caseNames(of value: Any, levels: Int = .max) -> [String]? {
  var names: [String] = []
  var current = value
  while names.count < max(levels, 1), let name = caseName(of: current) {
    names.append(name)
    guard let payload = Mirror(reflecting: current).children.first?.value,
      payload is any CasePathable
    else { break }
    current = payload
  }
  return names.isEmpty ? nil : names
}
