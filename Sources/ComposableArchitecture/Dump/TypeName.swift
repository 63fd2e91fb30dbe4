/// The name of a type as a student wrote it: `Ajustes.State`, not `Leccion03.Ajustes.State`.
///
/// Removes the module in front of every qualified name, and the `(unknown context at …)` and
/// `(extension in …):` parts Swift adds for local types and extensions.
func cleanTypeName(_ type: Any.Type) -> String {
  stripModules(String(reflecting: type))
}

/// A key path as written: `\Ajustes.State.nombre`.
///
/// Swift describes key paths with the unqualified root (`\State.nombre`), or none at all for
/// local types (`\nombre`); the root is replaced by its full name without the module.
func cleanKeyPathDescription(_ keyPath: AnyKeyPath) -> String {
  let rootType = type(of: keyPath).rootType
  let description = String(describing: keyPath)
  guard description.hasPrefix("\\") else { return stripModules(description) }
  var path = description.dropFirst()
  let shortRoot = String(describing: rootType) + "."
  if path.hasPrefix(shortRoot) { path = path.dropFirst(shortRoot.count) }
  return "\\" + cleanTypeName(rootType) + "." + stripModules(String(path))
}

func stripModules(_ text: String) -> String {
  let withoutContexts = removeParenthesized(text, prefix: "(unknown context at ", trailing: ".")
  let cleaned = removeParenthesized(withoutContexts, prefix: "(extension in ", trailing: ":")
  var result = ""
  var token = ""
  func flush() {
    if let dot = token.firstIndex(of: "."), token.first != "." {
      result += token[token.index(after: dot)...]
    } else {
      result += token
    }
    token = ""
  }
  for character in cleaned {
    if character.isLetter || character.isNumber || character == "_" || character == "." {
      token.append(character)
    } else {
      flush()
      result.append(character)
    }
  }
  flush()
  return result
}

/// Removes every `prefix…)` group followed by `trailing`.
private func removeParenthesized(_ text: String, prefix: String, trailing: Character) -> String {
  var result = text
  while let start = result.range(of: prefix) {
    guard let close = result[start.upperBound...].firstIndex(of: ")") else { break }
    var end = result.index(after: close)
    if end < result.endIndex, result[end] == trailing { end = result.index(after: end) }
    result.removeSubrange(start.lowerBound..<end)
  }
  return result
}
