import ComposableArchitecture

/// Un contador que no baja de cero.
public struct Contador: Sendable {
  public private(set) var cuenta = 0

  public enum Accion: Sendable {
    case sumar
    case restar
    case magia
  }

  public init() {}

  public mutating func sumar() {
    // TODO: suma uno a la cuenta.
  }

  public mutating func restar() {
    // TODO: resta uno; si la cuenta ya es cero, avisa con `reportIssue` y no restes.
  }
}
