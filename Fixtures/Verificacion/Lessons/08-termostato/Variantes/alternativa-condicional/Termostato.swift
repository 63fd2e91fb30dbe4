/// Un termostato que sube y baja de grado en grado, sin salir de 10…30.
public struct Termostato: Sendable {
  public private(set) var grados = 20

  public init() {}

  public mutating func subir() {
    if grados < 30 { grados += 1 }
  }

  public mutating func bajar() {
    if grados > 10 { grados -= 1 }
  }
}
