/// Una bombilla que se enciende y se apaga.
public struct Bombilla: Sendable {
  public var encendida = false
  public enum Accion: Sendable { case alternar }
  public init() {}
  public mutating func enviar(_ accion: Accion) {
    // TODO: alterna `encendida`.
  }
}
