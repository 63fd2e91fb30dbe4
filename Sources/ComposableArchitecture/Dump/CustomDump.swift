extension String {
  /// The multi-line dump of `value`, as used in `TestStore` failures.
  ///
  /// Mirrors swift-custom-dump's `String(customDumping:)` (re-exported by TCA).
  ///
  /// ```text
  /// Ajustes.State(
  ///   nombre: "Ana",
  ///   notificaciones: false
  /// )
  /// ```
  public init<Subject>(customDumping subject: Subject) {
    var dumper = Dumper()
    self = dumper.node(for: subject, isRoot: true).render(label: nil, comma: false)
      .joined(separator: "\n")
  }
}

extension String {
  /// The dump of an action inside a list of actions: `.second`, `.hijo(.cerrar)`, without the
  /// type in front.
  ///
  /// As TCA's lists of unhandled and skipped actions print them (`debugCaseOutput(_:abbreviated:)`
  /// and `customDump` of an array, 1.17.0 through 1.25.5).
  init(customDumpingElement subject: Any) {
    var dumper = Dumper()
    self = dumper.node(for: subject, isRoot: false).render(label: nil, comma: false)
      .joined(separator: "\n")
  }
}

/// The line diff between the dumps of two values, or `nil` when the dumps are equal.
///
/// Mirrors swift-custom-dump's `diff(_:_:)` (re-exported by TCA). Lines only in `expected` start
/// with `−`, lines only in `actual` with `+`, shared lines with two spaces; runs of two or more
/// unchanged fields or elements collapse into `… (N sin cambios)`.
///
/// ```text
///   Ajustes.State(
/// −   nombre: "Ana",
/// +   nombre: "",
///     notificaciones: false
///   )
/// ```
public func diff<T>(_ expected: T, _ actual: T) -> String? {
  var dumper = Dumper()
  let left = dumper.node(for: expected, isRoot: true)
  let right = dumper.node(for: actual, isRoot: true)
  guard left != right else { return nil }
  let lines = diffLines(left, right, label: nil, commaExpected: false, commaActual: false)
  return lines.map(\.formatted).joined(separator: "\n")
}
