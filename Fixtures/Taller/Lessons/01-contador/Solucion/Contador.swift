import ComposableArchitecture

/// Un contador que no baja de cero.
public struct Contador: Sendable {
  public private(set) var cuenta = 0

  public enum Accion: Sendable {
    case sumar
    case restar
  }

  public init() {}

  public mutating func sumar() {
    cuenta += 1
  }

  public mutating func restar() {
    guard cuenta > 0 else {
      reportIssue("La cuenta ya es cero: no se puede restar.")
      return
    }
    cuenta -= 1
  }
}
