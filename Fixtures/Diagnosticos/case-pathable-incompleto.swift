// Prueba real de la entrada `case-pathable-incompleto`: la conformidad `CasePathable` de un enum
// anidado, declarada sin lo que pide (lo que `@CasePathable` generaría).
import ComposableArchitecture

struct Semaforo: Reducer {
  struct State: Equatable { var encendido = false }

  enum Action: Equatable {
    case luces(Luces)
    enum Luces: Equatable { case encender, apagar }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .luces(.encender): state.encendido = true
      case .luces(.apagar): state.encendido = false
      }
      return .none
    }
  }
}

extension Semaforo.Action.Luces: CasePathable {}
