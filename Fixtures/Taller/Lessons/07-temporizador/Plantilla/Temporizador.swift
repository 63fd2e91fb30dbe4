import ComposableArchitecture

/// Un temporizador que cuenta segundos.
public struct Temporizador: Reducer {
  public struct State: Equatable {
    public var segundos = 0
    public var enMarcha = false
    public init() {}
  }

  public enum Action: Equatable {
    case empezarPulsado
    case tick
    case avisoEnviado
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .empezarPulsado:
      // TODO: pon el temporizador en marcha y lanza el primer `tick`.
      return .none
    case .tick:
      // TODO: suma un segundo.
      return .none
    case .avisoEnviado:
      return .none
    }
  }
}
