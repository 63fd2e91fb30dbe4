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
      return .send(.tick)
    case .tick:
      state.segundos += 2
      return .send(.avisoEnviado)
    case .avisoEnviado:
      return .none
    }
  }
}
