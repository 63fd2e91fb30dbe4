/// One line of a diff.
struct DiffLine {
  enum Mark { case same, removed, added }
  var mark: Mark
  var text: String

  var formatted: String {
    switch mark {
    case .same: "  " + text
    case .removed: "− " + text
    case .added: "+ " + text
    }
  }

  func indented() -> DiffLine { DiffLine(mark: mark, text: "  " + text) }
}

/// How two lists of children line up.
private enum Alignment {
  case pair(expected: Int, actual: Int)
  case removed(Int)
  case added(Int)
}

/// The diff of two dump trees, recursing into containers that keep their shape.
func diffLines(
  _ expected: DumpNode, _ actual: DumpNode, label: String?, commaExpected: Bool, commaActual: Bool
) -> [DiffLine] {
  if expected == actual {
    return actual.render(label: label, comma: commaActual).map { DiffLine(mark: .same, text: $0) }
  }
  guard
    case let .container(openE, closeE, childrenE, kindE) = expected,
    case let .container(openA, closeA, childrenA, kindA) = actual,
    openE == openA, closeE == closeA, kindE == kindA,
    !childrenE.isEmpty, !childrenA.isEmpty,
    let alignment = align(childrenE, childrenA, kind: kindA)
  else {
    return expected.render(label: label, comma: commaExpected).map { DiffLine(mark: .removed, text: $0) }
      + actual.render(label: label, comma: commaActual).map { DiffLine(mark: .added, text: $0) }
  }

  var lines = [DiffLine(mark: .same, text: (label.map { "\($0): " } ?? "") + openA)]
  var unchanged: [DiffLine] = []
  var unchangedCount = 0
  func flushUnchanged() {
    if unchangedCount >= 2 {
      lines.append(DiffLine(mark: .same, text: "  … (\(unchangedCount) sin cambios)"))
    } else {
      lines += unchanged
    }
    unchanged = []
    unchangedCount = 0
  }
  for entry in alignment {
    switch entry {
    case let .pair(e, a):
      let childE = childrenE[e]
      let childA = childrenA[a]
      let commaE = e < childrenE.count - 1
      let commaA = a < childrenA.count - 1
      if childE.node == childA.node, childE.label == childA.label || kindA == .indexed {
        unchanged += childA.node.render(label: childA.label, comma: commaA)
          .map { DiffLine(mark: .same, text: "  " + $0) }
        unchangedCount += 1
      } else {
        flushUnchanged()
        lines += diffLines(
          childE.node, childA.node, label: childA.label, commaExpected: commaE, commaActual: commaA
        ).map { $0.indented() }
      }
    case let .removed(e):
      flushUnchanged()
      lines += childrenE[e].node.render(label: childrenE[e].label, comma: e < childrenE.count - 1)
        .map { DiffLine(mark: .removed, text: "  " + $0) }
    case let .added(a):
      flushUnchanged()
      lines += childrenA[a].node.render(label: childrenA[a].label, comma: a < childrenA.count - 1)
        .map { DiffLine(mark: .added, text: "  " + $0) }
    }
  }
  flushUnchanged()
  lines.append(DiffLine(mark: .same, text: closeA + (commaActual ? "," : "")))
  return lines
}

/// Lines up two lists of children; `nil` when they cannot be compared child by child.
private func align(_ expected: [DumpChild], _ actual: [DumpChild], kind: ContainerKind) -> [Alignment]? {
  switch kind {
  case .keyed:
    guard expected.map(\.label) == actual.map(\.label) else { return nil }
    return expected.indices.map { .pair(expected: $0, actual: $0) }
  case .dictionary:
    return mergeByLabel(expected, actual)
  case .indexed, .set:
    return alignByContent(expected.map(\.node), actual.map(\.node))
  }
}

private func mergeByLabel(_ expected: [DumpChild], _ actual: [DumpChild]) -> [Alignment] {
  var result: [Alignment] = []
  var e = 0
  var a = 0
  while e < expected.count || a < actual.count {
    let labelE = e < expected.count ? expected[e].label ?? "" : nil
    let labelA = a < actual.count ? actual[a].label ?? "" : nil
    switch (labelE, labelA) {
    case let (.some(le), .some(la)) where le == la:
      result.append(.pair(expected: e, actual: a))
      e += 1
      a += 1
    case let (.some(le), .some(la)) where le < la:
      result.append(.removed(e))
      e += 1
    case (.some, .none):
      result.append(.removed(e))
      e += 1
    default:
      result.append(.added(a))
      a += 1
    }
  }
  return result
}

/// Aligns by content with `CollectionDifference`; a removal followed by an insertion at the same
/// place is paired, so a changed element shows its inner diff.
private func alignByContent(_ expected: [DumpNode], _ actual: [DumpNode]) -> [Alignment] {
  let difference = actual.difference(from: expected)
  var removed = Set<Int>()
  var inserted = Set<Int>()
  for change in difference {
    switch change {
    case let .remove(offset, _, _): removed.insert(offset)
    case let .insert(offset, _, _): inserted.insert(offset)
    }
  }
  var raw: [Alignment] = []
  var e = 0
  var a = 0
  while e < expected.count || a < actual.count {
    if e < expected.count, removed.contains(e) {
      raw.append(.removed(e))
      e += 1
    } else if a < actual.count, inserted.contains(a) {
      raw.append(.added(a))
      a += 1
    } else {
      raw.append(.pair(expected: e, actual: a))
      e += 1
      a += 1
    }
  }
  // Pair runs of removals with the insertions that follow them.
  var result: [Alignment] = []
  var index = 0
  while index < raw.count {
    var removals: [Int] = []
    while index < raw.count, case let .removed(e) = raw[index] {
      removals.append(e)
      index += 1
    }
    var additions: [Int] = []
    while index < raw.count, case let .added(a) = raw[index] {
      additions.append(a)
      index += 1
    }
    let paired = min(removals.count, additions.count)
    for k in 0..<paired { result.append(.pair(expected: removals[k], actual: additions[k])) }
    result += removals.dropFirst(paired).map { .removed($0) }
    result += additions.dropFirst(paired).map { .added($0) }
    if removals.isEmpty, additions.isEmpty {
      result.append(raw[index])
      index += 1
    }
  }
  return result
}
