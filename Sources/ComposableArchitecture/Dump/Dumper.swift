import Foundation

/// Builds the dump tree of any value with `Mirror`.
///
/// Structs and classes print as `Tipo(campo: valor, …)` over several lines; enums as `.caso` or
/// `.caso(carga)` (with the type in front at the root); optionals as their value or `nil`;
/// arrays with `[i]:` labels; dictionaries and sets sorted. Module prefixes and the leading
/// underscore of property-wrapper storage are removed.
struct Dumper {
  private var visiting: Set<ObjectIdentifier> = []

  mutating func node(for value: Any, isRoot: Bool) -> DumpNode {
    if let custom = value as? any _CustomDumpRepresentable {
      return custom._dumpNode(&self, isRoot: isRoot)
    }
    if let convertible = value as? any CustomDumpStringConvertible {
      return .leaf(convertible.customDumpDescription)
    }
    if let leaf = foundationLeaf(value) { return .leaf(leaf) }

    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return .leaf("nil") }
      return node(for: wrapped.value, isRoot: isRoot)
    case .enum:
      return enumNode(value, mirror: mirror, isRoot: isRoot)
    case .struct:
      return structNode(name: cleanTypeName(type(of: value)), children: Array(mirror.children))
    case .class:
      return classNode(value, mirror: mirror)
    case .tuple:
      return tupleNode(mirror)
    case .collection:
      let children = mirror.children.enumerated().map { index, child in
        DumpChild(label: "[\(index)]", node: node(for: child.value, isRoot: false))
      }
      return children.isEmpty
        ? .leaf("[]") : .container(open: "[", close: "]", children: children, kind: .indexed)
    case .dictionary:
      return dictionaryNode(mirror)
    case .set:
      let children = mirror.children
        .map { DumpChild(label: nil, node: node(for: $0.value, isRoot: false)) }
        .sorted { $0.node.render(label: nil, comma: false).joined() < $1.node.render(label: nil, comma: false).joined() }
      return children.isEmpty
        ? .leaf("Set([])") : .container(open: "Set([", close: "])", children: children, kind: .set)
    default:
      guard !mirror.children.isEmpty else { return .leaf(String(describing: value)) }
      return structNode(name: cleanTypeName(type(of: value)), children: Array(mirror.children))
    }
  }

  private func foundationLeaf(_ value: Any) -> String? {
    switch value {
    case let string as String: quoted(string)
    case let substring as Substring: quoted(String(substring))
    case let character as Character: quoted(String(character))
    case let keyPath as AnyKeyPath: cleanKeyPathDescription(keyPath)
    case let uuid as UUID: "UUID(\(uuid.uuidString))"
    case let url as URL: "URL(\(url.absoluteString))"
    case let date as Date: "Date(\(date.formatted(.iso8601)))"
    case let duration as Duration: duration.description
    case let type as Any.Type: "\(cleanTypeName(type)).self"
    default: nil
    }
  }

  private mutating func enumNode(_ value: Any, mirror: Mirror, isRoot: Bool) -> DumpNode {
    let prefix = isRoot ? "\(cleanTypeName(type(of: value)))." : "."
    guard let payload = mirror.children.first, let caseName = payload.label else {
      return .leaf(prefix + String(describing: value))
    }
    let payloadMirror = Mirror(reflecting: payload.value)
    let children: [DumpChild]
    if payloadMirror.displayStyle == .tuple {
      children = payloadMirror.children.map {
        DumpChild(label: tupleLabel($0.label), node: node(for: $0.value, isRoot: false))
      }
    } else {
      children = [DumpChild(label: nil, node: node(for: payload.value, isRoot: false))]
    }
    return compact(open: prefix + caseName + "(", close: ")", children: children)
  }

  mutating func structNode(name: String, children: [Mirror.Child]) -> DumpNode {
    let dumped = children.map {
      DumpChild(label: $0.label.map(cleanLabel), node: node(for: $0.value, isRoot: false))
    }
    if dumped.isEmpty { return .leaf(name + "()") }
    // NB: one field holding a plain value prints on one line, `State(count: 1)`, as
    // swift-custom-dump's single-value containers do (`Mirror.isSingleValueContainer`, 1.6.0).
    if dumped.count == 1, dumped[0].node.isLeaf, isPlain(children[0].value) {
      return .leaf(name + "(" + dumped[0].node.render(label: dumped[0].label, comma: false).joined() + ")")
    }
    return .container(open: name + "(", close: ")", children: dumped, kind: .keyed)
  }

  /// Whether `value` has nothing inside to show (a number, a string, a case without payload, an
  /// empty collection), or chooses its own single line.
  private func isPlain(_ value: Any) -> Bool {
    if value is any CustomDumpStringConvertible || foundationLeaf(value) != nil { return true }
    if value is any _CustomDumpRepresentable { return false }
    return Mirror(reflecting: value).children.isEmpty
  }

  private mutating func classNode(_ value: Any, mirror: Mirror) -> DumpNode {
    let name = cleanTypeName(type(of: value))
    let id = ObjectIdentifier(value as AnyObject)
    guard !visiting.contains(id) else { return .leaf(name + "(↩︎)") }
    visiting.insert(id)
    defer { visiting.remove(id) }
    var children: [Mirror.Child] = []
    var current: Mirror? = mirror
    while let level = current {
      children = Array(level.children) + children
      current = level.superclassMirror
    }
    return structNode(name: name, children: children)
  }

  private mutating func tupleNode(_ mirror: Mirror) -> DumpNode {
    let children = mirror.children.map {
      DumpChild(label: tupleLabel($0.label), node: node(for: $0.value, isRoot: false))
    }
    return compact(open: "(", close: ")", children: children)
  }

  private mutating func dictionaryNode(_ mirror: Mirror) -> DumpNode {
    var children: [DumpChild] = []
    for pair in mirror.children {
      let parts = Array(Mirror(reflecting: pair.value).children)
      guard parts.count == 2 else { continue }
      let key = node(for: parts[0].value, isRoot: false).render(label: nil, comma: false).joined()
      children.append(DumpChild(label: key, node: node(for: parts[1].value, isRoot: false)))
    }
    children.sort { ($0.label ?? "") < ($1.label ?? "") }
    return children.isEmpty
      ? .leaf("[:]") : .container(open: "[", close: "]", children: children, kind: .dictionary)
  }

  /// One line when every child is one line (`.fijar(3)`, `(1, b: 2)`), several otherwise.
  private func compact(open: String, close: String, children: [DumpChild]) -> DumpNode {
    if children.allSatisfy(\.node.isLeaf) {
      let inner = children.map { $0.node.render(label: $0.label, comma: false).joined() }
      return .leaf(open + inner.joined(separator: ", ") + close)
    }
    return .container(open: open, close: close, children: children, kind: .keyed)
  }
}

private func tupleLabel(_ label: String?) -> String? {
  guard let label, !label.hasPrefix(".") else { return nil }
  return label
}

/// `_destino` (the storage of `@PresentationState var destino`) is shown as `destino`.
private func cleanLabel(_ label: String) -> String {
  label.count > 1 && label.hasPrefix("_") ? String(label.dropFirst()) : label
}

private func quoted(_ string: String) -> String {
  var result = "\""
  for character in string {
    switch character {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\t": result += "\\t"
    case "\r": result += "\\r"
    default: result.append(character)
    }
  }
  return result + "\""
}
