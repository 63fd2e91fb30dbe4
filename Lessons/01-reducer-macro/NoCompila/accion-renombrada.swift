// nombre: Un reducer cuyo enum de acciones no se llama `Action` no conforma `Reducer`
// diagnostico: does not conform to protocol 'Reducer'
// linea: 13
// visto-con: 6.3.1, 6.0.3
// pista: `ReducerOf<Self>` es `Reducer<Self.State, Self.Action>`: el tipo necesita un miembro llamado exactamente `Action`.
import ComposableArchitecture
import Leccion01

// Un marcador de puntos con el enum de acciones castellanizado: `Acciones` en vez de `Action`.
// El compilador no señala el enum, sino la conformidad de la línea 12: le falta el tipo `Action`
// y no puede deducirlo, porque `body` lo pide con `ReducerOf<Self>`.
// (Con `@Reducer` el error sale en la línea de la macro, que es la que añade la conformidad).
struct Marcador: Reducer {
  struct State: Equatable {
    var puntos = 0
  }

  enum Acciones {
    case anotarPulsado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .anotarPulsado:
        state.puntos += 1
        return .none
      }
    }
  }
}
