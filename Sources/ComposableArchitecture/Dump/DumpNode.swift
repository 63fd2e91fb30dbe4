/// The dump of a value as a tree: what `String(customDumping:)` prints and `diff` compares.
indirect enum DumpNode: Equatable {
  /// One line: `3`, `"Ana"`, `nil`, `.incrementar`, `.fijar(3)`, `Vacio()`.
  case leaf(String)
  /// Several lines: `open`, one child per line (indented two spaces), `close`.
  case container(open: String, close: String, children: [DumpChild], kind: ContainerKind)

  var isLeaf: Bool {
    if case .leaf = self { true } else { false }
  }

  /// The lines of this node, with its label in front and an optional trailing comma.
  func render(label: String?, comma: Bool) -> [String] {
    let prefix = label.map { "\($0): " } ?? ""
    let suffix = comma ? "," : ""
    switch self {
    case let .leaf(text):
      return [prefix + text + suffix]
    case let .container(open, close, children, _):
      guard !children.isEmpty else { return [prefix + open + close + suffix] }
      var lines = [prefix + open]
      for (index, child) in children.enumerated() {
        let childLines = child.node.render(label: child.label, comma: index < children.count - 1)
        lines += childLines.map { "  " + $0 }
      }
      lines.append(close + suffix)
      return lines
    }
  }
}

/// How the children of a container line up between two versions of a value.
enum ContainerKind: Equatable {
  /// By label (struct fields, enum payloads, tuples).
  case keyed
  /// By position, allowing insertions and removals (arrays).
  case indexed
  /// By key (dictionaries, sorted).
  case dictionary
  /// By content (sets, sorted).
  case set
}

/// One child of a container: `nombre: "Ana"`, `[0]: 1`, `"clave": 2`.
struct DumpChild: Equatable {
  var label: String?
  var node: DumpNode
}

/// Lets a runtime type choose its own dump (a wrapper dumped as its value, a binding action…).
protocol _CustomDumpRepresentable {
  func _dumpNode(_ dumper: inout Dumper, isRoot: Bool) -> DumpNode
}

/// A type that chooses the single line it is dumped as.
///
/// Mirrors swift-custom-dump's `CustomDumpStringConvertible`.
public protocol CustomDumpStringConvertible {
  /// The text shown for this value in dumps and diffs.
  ///
  /// Mirrors swift-custom-dump's `CustomDumpStringConvertible.customDumpDescription`.
  var customDumpDescription: String { get }
}

extension String {
  /// Indents every line by `count` spaces.
  func indented(by count: Int) -> String {
    let padding = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : padding + $0 }
      .joined(separator: "\n")
  }
}
