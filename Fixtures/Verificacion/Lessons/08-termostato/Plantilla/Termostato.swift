/// Un termostato que sube y baja de grado en grado, sin salir de 10…30.
public struct Termostato: Sendable {
  public private(set) var grados = 20

  public init() {}

  public mutating func subir() {
    // TODO: sube un grado, sin pasar de 30.
  }

  public mutating func bajar() {
    // TODO: baja un grado, sin bajar de 10.
  }
}
