import ComposableArchitecture

/// Un contador que no baja de cero (resta con `max`).
public struct Contador: Sendable {
  public private(set) var cuenta = 0

  public enum Accion: Sendable {
    case sumar
    case restar
  }

  public init() {}

  public mutating func sumar() { cuenta += 1 }

  public mutating func restar() {
    if cuenta == 0 { reportIssue("La cuenta ya es cero: no se puede restar.") }
    cuenta = max(0, cuenta - 1)
  }
}
