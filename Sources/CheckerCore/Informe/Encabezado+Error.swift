import Motor

extension Encabezado {
  /// Whether it leads with a raised typical mistake.
  var esError: Bool {
    if case .error = self { true } else { false }
  }
}
