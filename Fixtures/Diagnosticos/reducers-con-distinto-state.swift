// Prueba real de la entrada `reducers-con-distinto-state` (lección 5): un reducer hijo, sin
// `Scope`, dentro del `body` del padre.
// cita: Salon.swift (el ejemplo del catálogo de la lección 5, que cita su error con este nombre)
import ComposableArchitecture

struct Luz: Reducer {
  struct State: Equatable { var encendida = false }
  enum Action: Equatable { case interruptorPulsado }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.encendida.toggle()
      return .none
    }
  }
}

struct Salon: Reducer {
  struct State: Equatable { var luz = Luz.State() }
  enum Action: Equatable { case luz(Luz.Action) }

  var body: some ReducerOf<Self> {
    Luz()
  }
}
