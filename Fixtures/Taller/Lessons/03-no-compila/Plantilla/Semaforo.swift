/// Un semáforo de tres luces.
public enum Luz: Sendable, Equatable {
  case verde, ambar, rojo

  public var siguiente: Luz {
    // TODO: devuelve la luz que sigue a esta.
    .verde
  }
}
