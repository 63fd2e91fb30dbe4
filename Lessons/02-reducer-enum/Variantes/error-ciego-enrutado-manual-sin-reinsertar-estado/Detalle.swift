import ComposableArchitecture

// En un proyecto real: `@Reducer struct Detalle { … }`.
// Lo que @Reducer generaría: la conformidad a `Reducer` escrita a mano.

/// El detalle de una fila: marcarla como favorita, contar el tiempo de lectura y pedir su borrado.
struct Detalle: Reducer {
  /// La fila abierta y lo que el usuario hace con ella.
  struct State: Equatable {
    var fila: Fila
    var favorito = false
    /// Segundos que lleva abierta la pantalla, contados con el reloj de las dependencias.
    var segundosLeyendo = 0
  }

  /// Lo que ocurre en el detalle; `delegate` es lo que el detalle le cuenta a su padre.
  enum Action: Equatable {
    case alAparecer
    case segundoTranscurrido
    case favoritoPulsado
    case borrarPulsado
    case delegate(Delegate)

    /// Peticiones para el padre: el detalle no puede borrar filas de la lista él solo.
    /// En un proyecto real: `@CasePathable enum Delegate` (`@Reducer` no lo añade aquí).
    enum Delegate: Equatable {
      case borrarFila(Fila.ID)
    }
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alAparecer:
        // Un efecto que no acaba nunca: solo se detiene si alguien lo cancela.
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.segundoTranscurrido)
          }
        }
      case .segundoTranscurrido:
        state.segundosLeyendo += 1
        return .none
      case .favoritoPulsado:
        state.favorito.toggle()
        return .none
      case .borrarPulsado:
        // El detalle no borra nada: se lo pide a la lista.
        return .send(.delegate(.borrarFila(state.fila.id)))
      case .delegate:
        return .none
      }
    }
  }
}
