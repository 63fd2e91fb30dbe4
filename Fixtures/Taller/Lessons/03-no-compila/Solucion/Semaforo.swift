/// Un semáforo de tres luces.
public enum Luz: Sendable, Equatable {
  case verde, ambar, rojo

  public var siguiente: Luz {
    switch self {
    case .verde: .ambar
    case .ambar: .rojo
    case .rojo: .verde
    }
  }
}
