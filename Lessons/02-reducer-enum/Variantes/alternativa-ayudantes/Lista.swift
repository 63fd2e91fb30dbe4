import ComposableArchitecture

// Otra solución correcta: la lógica de la lista repartida en métodos con nombre.

/// La lista de lecturas: abre el detalle de una fila o los ajustes, nunca los dos a la vez.
struct Lista: Reducer {
  struct State: Equatable {
    var filas: [Fila]
    /// Tamaño de letra de la lista (puntos); los ajustes parten de él.
    var tamanoLetra = 16
    @PresentationState var destino: Destino.State?
  }

  enum Action: Equatable {
    case filaPulsada(Fila.ID)
    case ajustesPulsado
    case vaciarPulsado
    case destino(PresentationAction<Destino.Action>)
  }

  var body: some ReducerOf<Self> {
    CombineReducers {
      Reduce { state, action in
        switch action {
        case let .filaPulsada(id):
          abrirDetalle(id, en: &state)
        case .ajustesPulsado:
          state.destino = .ajustes(Ajustes.State(tamanoLetra: state.tamanoLetra))
        case .vaciarPulsado:
          state.destino = .alert(.confirmarVaciado(cuantas: state.filas.count))
        case let .destino(accion):
          atender(accion, en: &state)
        }
        return .none
      }
    }
    .ifLet(\.$destino, action: \.destino)
  }

  private func abrirDetalle(_ id: Fila.ID, en state: inout State) {
    if let indice = state.filas.firstIndex(where: { $0.id == id }) {
      state.destino = .detalle(Detalle.State(fila: state.filas[indice]))
    }
  }

  private func atender(_ accion: PresentationAction<Destino.Action>, en state: inout State) {
    switch accion {
    case .dismiss:
      if let ajustes = state.$destino[case: \.ajustes] {
        state.tamanoLetra = ajustes.tamanoLetra
      }
      state.destino = nil
    case let .presented(.detalle(.delegate(.borrarFila(id)))):
      state.filas = state.filas.filter { $0.id != id }
      state.destino = nil
    case .presented(.alert(.confirmarVaciar)):
      state.filas = []
      state.destino = nil
    case .presented:
      break
    }
  }
}

extension AlertState where Action == Destino.Alert {
  /// La alerta que pregunta antes de vaciar, con el número de lecturas en el título.
  static func confirmarVaciado(cuantas: Int) -> Self {
    AlertState {
      TextState("¿Quitar las \(cuantas) lecturas?")
    } actions: {
      ButtonState(role: .cancel) { TextState("No") }
      ButtonState(role: .destructive, action: .send(.confirmarVaciar)) { TextState("Sí, quitar") }
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
