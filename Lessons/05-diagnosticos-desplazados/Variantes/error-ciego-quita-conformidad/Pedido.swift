import ComposableArchitecture

// Ejercicio 1 · El nombre que busca la conformidad.
// En un proyecto real: `@Reducer struct Pedido { … }`; aquí la conformidad va escrita a mano.

/// Un pedido de cafés: suma y quita tazas; el importe se calcula a partir de ellas.
struct Pedido {
  struct State: Equatable {
    var tazas = 0
    /// Precio de una taza, en céntimos.
    var precioTaza = 150
    /// Lo que cuesta el pedido, en céntimos.
    var importe: Int { tazas * precioTaza }
  }

  enum Acciones: Equatable {
    case sumarTazaPulsado
    case quitarTazaPulsado
  }

  var body: some Reducer<State, Acciones> {
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
