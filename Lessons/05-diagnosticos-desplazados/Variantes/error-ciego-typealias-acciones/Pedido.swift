import ComposableArchitecture

// Ejercicio 1 · El nombre que busca la conformidad.
// En un proyecto real: `@Reducer struct Pedido { … }`; aquí la conformidad va escrita a mano.

/// Un pedido de cafés: suma y quita tazas; el importe se calcula a partir de ellas.
struct Pedido: Reducer {
  struct State: Equatable {
    var tazas = 0
    /// Precio de una taza, en céntimos.
    var precioTaza = 150
    /// Lo que cuesta el pedido, en céntimos.
    var importe: Int { tazas * precioTaza }
  }

  // Fix-it del compilador: «add nested type 'Action' for conformance».
  typealias Action = Acciones

  enum Acciones: Equatable {
    case sumarTazaPulsado
    case quitarTazaPulsado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .sumarTazaPulsado:
        state.tazas += 1
        return .none
      case .quitarTazaPulsado:
        state.tazas = max(state.tazas - 1, 0)
        return .none
      }
    }
  }
}
