/// Un termostato que sube y baja de grado en grado, sin salir de 10…30.
public struct Termostato: Sendable {
  public var grados = 20

  public init() {}

  public mutating func subir() {
    grados = min(grados + 1, 30)
  }

  public mutating func bajar() {
    grados = max(grados - 1, 10)
  }
}
