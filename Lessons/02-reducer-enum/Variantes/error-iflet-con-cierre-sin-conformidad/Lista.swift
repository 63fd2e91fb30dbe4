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
    Reduce { state, action in
      switch action {
      case let .filaPulsada(id):
        guard let fila = state.filas.first(where: { $0.id == id }) else { return .none }
        state.destino = .detalle(Detalle.State(fila: fila))
        return .none

      case .ajustesPulsado:
        state.destino = .ajustes(Ajustes.State(tamanoLetra: state.tamanoLetra))
        return .none

      case let .destino(.presented(.detalle(.delegate(.borrarFila(id))))):
        state.filas.removeAll { $0.id == id }
        state.destino = nil
        return .none

      case .vaciarPulsado:
        state.destino = .alert(
          AlertState {
            TextState("¿Vaciar la lista?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmarVaciar) {
              TextState("Vaciar")
            }
            ButtonState(role: .cancel) {
              TextState("Cancelar")
            }
          } message: {
            TextState("Se quitarán todas las lecturas.")
          }
        )
        return .none

      case .destino(.presented(.alert(.confirmarVaciar))):
        // `ifLet` cierra la alerta él solo en cuanto llega una acción suya.
        state.filas.removeAll()
        return .none

      case .destino(.dismiss):
        // El padre corre antes de que `ifLet` ponga el destino a nil: aún puede leerlo.
        if case let .ajustes(ajustes) = state.destino {
          state.tamanoLetra = ajustes.tamanoLetra
        }
        return .none

      case .destino:
        return .none
      }
    }
    .ifLet(\.$destino, action: \.destino) {
      Destino.body
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
