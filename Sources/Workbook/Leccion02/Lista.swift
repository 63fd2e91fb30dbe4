import ComposableArchitecture

// En un proyecto real: `@Reducer struct Lista` con `@ObservableState` en su estado.
// Lo que @Reducer generaría: la conformidad a `Reducer` escrita a mano.

/// La lista de lecturas: abre el detalle de una fila o los ajustes, nunca los dos a la vez.
struct Lista: Reducer {
  struct State: Equatable {
    var filas: [Fila]
    /// Tamaño de letra de la lista (puntos); los ajustes parten de él.
    var tamanoLetra = 16
    // Con @ObservableState escribirías `@Presents var destino: Destino.State?`.
    @PresentationState var destino: Destino.State?
  }

  enum Action: Equatable {
    case filaPulsada(Fila.ID)
    case ajustesPulsado
    case vaciarPulsado
    case destino(PresentationAction<Destino.Action>)
  }

  var body: some ReducerOf<Self> {
    // TODO: integra el destino con `.ifLet` después del `Reduce` (sin cierre: `Destino` ya enruta).
    Reduce { state, action in
      switch action {
      case .filaPulsada:
        // TODO: presenta el detalle de la fila pulsada (si existe).
        return .none

      case .ajustesPulsado:
        // TODO: presenta los ajustes, que parten del tamaño de letra de la lista.
        return .none

      case .vaciarPulsado:
        // TODO: pide confirmación con una alerta; vacía la lista solo si el usuario confirma.
        return .none

      case .destino(.dismiss):
        // TODO: si se cierran los ajustes, la lista adopta su tamaño de letra.
        return .none

      case .destino:
        // TODO: cuando el detalle pida, con su acción `delegate`, que se borre su fila, bórrala y
        // cierra el destino: escribe ese caso, `.destino(.presented(.detalle(.delegate(…))))`,
        // encima de este. (Hasta que `Destino.Action` tenga sus casos, no compilaría.)
        return .none
      }
    }
  }
}

/// Una fila de la lista de lecturas: lo que la lista muestra y lo que el detalle recibe al abrirse.
struct Fila: Equatable, Identifiable, Sendable {
  /// Identificador estable de la fila.
  let id: Int
  /// Título que se muestra en la lista y en el detalle.
  var titulo: String
}
