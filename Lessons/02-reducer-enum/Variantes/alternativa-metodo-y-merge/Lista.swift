import ComposableArchitecture

// Otra solución correcta: la lógica de la lista en un método, con otro orden en el `switch`.
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
    Reduce(nucleo)
      .ifLet(\.$destino, action: \.destino)
  }

  func nucleo(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .destino(.dismiss):
      guard case let .ajustes(ajustes)? = state.destino else { return .none }
      state.tamanoLetra = ajustes.tamanoLetra
      return .none
    case let .destino(.presented(.detalle(.delegate(.borrarFila(id))))):
      if let indice = state.filas.firstIndex(where: { $0.id == id }) {
        state.filas.remove(at: indice)
      }
      return .none
    case .destino(.presented(.alert)):
      state.filas.removeAll(keepingCapacity: false)
      return .none
    case .destino:
      return .none
    case .vaciarPulsado:
      let alerta = AlertState<Destino.Alert>(
        title: { TextState("Vaciar") },
        actions: {
          ButtonState(role: .destructive, action: .confirmarVaciar) { TextState("Confirmar") }
          ButtonState(role: .cancel, action: .send(nil)) { TextState("Volver") }
        },
        message: { TextState("¿Seguro?") }
      )
      state.destino = .alert(alerta)
      return .none
    case .ajustesPulsado:
      let ajustes = Ajustes.State(tamanoLetra: state.tamanoLetra)
      state.destino = .ajustes(ajustes)
      return .none
    case let .filaPulsada(id):
      if let fila = state.filas.first(where: { $0.id == id }) {
        state.destino = .detalle(.init(fila: fila))
      }
      return .none
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
