import ComposableArchitecture

// Ejercicio 7 · Una vista que envía algo que no le toca.
// En un proyecto real: `@Reducer struct Descarga` y `@ViewAction(for: Descarga.self)` en la vista.

/// Una descarga que se empieza y se cancela desde la vista; el progreso lo envía un efecto.
struct Descarga: Reducer {
  struct State: Equatable {
    var descargando = false
    /// Porcentaje descargado, de 0 a 100.
    var progreso = 0
  }

  enum Action: Equatable, ViewAction {
    case view(View)
    case cancelarPulsado
    /// Lo envía el efecto de la descarga; la vista no debe poder fingirlo.
    case progresoRecibido(Int)

    enum View: Equatable {
      case descargarPulsado
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.descargarPulsado):
        state.descargando = true
        state.progreso = 0
        return .none
      case .cancelarPulsado:
        state.descargando = false
        return .none
      case let .progresoRecibido(porcentaje):
        state.progreso = porcentaje
        return .none
      }
    }
  }
}

/// Los dos botones de la pantalla de descarga.
@MainActor
struct DescargaVista {
  let store: StoreOf<Descarga>

  /// El botón «Descargar».
  func botonDescargarPulsado() {
    send(.descargarPulsado)
  }

  /// El botón «Cancelar».
  func botonCancelarPulsado() {
    // Compila, pero `store.send` deja a la vista enviar cualquier acción.
    store.send(.cancelarPulsado)
  }
}

// Lo que @ViewAction(for: Descarga.self) generaría:
extension DescargaVista: ViewActionSending {}
