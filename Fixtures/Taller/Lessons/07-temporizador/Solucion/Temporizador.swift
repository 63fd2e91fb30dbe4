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
      state.enMarcha = true
      return .send(.tick)
    case .tick:
      state.segundos += 1
      return .none
    case .avisoEnviado:
      return .none
    }
  }
}
