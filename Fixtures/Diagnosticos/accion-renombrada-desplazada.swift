// Prueba real de la entrada `accion-renombrada-desplazada` (lección 5): el enum de acciones se
// llama `Acciones`; el error sale en la conformidad y la nota pide un tipo anidado `Action`.
// cita: Termo.swift (el ejemplo del catálogo de la lección 5, que cita su error con este nombre)
import ComposableArchitecture

struct Termo: Reducer {
  struct State: Equatable { var grados = 20 }

  enum Acciones: Equatable {
    case subirPulsado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.grados += 1
      return .none
    }
  }
}
