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

  enum Action: Equatable {
    case sumarTazaPulsado
    case quitarTazaPulsado
  }

  // Con `reduce(into:action:)` en vez de `body`: también hace falta que el enum se llame `Action`.
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .sumarTazaPulsado:
      state.tazas += 1
    case .quitarTazaPulsado:
      if state.tazas > 0 { state.tazas -= 1 }
    }
    return .none
  }
}
