import ComposableArchitecture

// Ejercicio 4 · Una presentación sin `$`.
// En un proyecto real: `@Reducer struct Galeria` con `@Presents var foto: Foto.State?`.

/// Una foto abierta en grande: se puede marcar como favorita.
struct Foto: Reducer {
  struct State: Equatable {
    var titulo: String
    var favorita = false
  }

  enum Action: Equatable {
    case favoritaPulsado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .favoritaPulsado:
        state.favorita.toggle()
        return .none
      }
    }
  }
}

/// Una galería que abre sus fotos en una hoja y recuerda las favoritas al cerrarla.
struct Galeria: Reducer {
  struct State: Equatable {
    var favoritas: [String] = []
    // Con @ObservableState escribirías `@Presents var foto: Foto.State?`.
    @PresentationState var foto: Foto.State?
  }

  enum Action: Equatable {
    case fotoPulsada(String)
    case foto(PresentationAction<Foto.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .fotoPulsada(titulo):
        state.foto = Foto.State(titulo: titulo, favorita: state.favoritas.contains(titulo))
        return .none
      case .foto(.dismiss):
        // El padre corre antes de que `ifLet` cierre la hoja: aún puede leer la foto.
        if let foto = state.foto {
          state.favoritas.removeAll { $0 == foto.titulo }
          if foto.favorita { state.favoritas.append(foto.titulo) }
        }
        return .none
      case .foto:
        return .none
      }
    }
    // `\.$foto` llega al `PresentationState`, no al opcional que envuelve.
    .ifLet(\Galeria.State.$foto, action: \.foto, destination: { Foto() })
  }
}

// Lo que @CasePathable generaría (dentro de @Reducer) para `Galeria.Action`:
extension Galeria.Action: CasePathable {
  struct AllCasePaths {
    var fotoPulsada: AnyCasePath<Galeria.Action, String> {
      AnyCasePath(embed: Galeria.Action.fotoPulsada, extract: { accion in
        guard case let .fotoPulsada(titulo) = accion else { return nil }
        return titulo
      })
    }
    var foto: AnyCasePath<Galeria.Action, PresentationAction<Foto.Action>> {
      AnyCasePath(embed: Galeria.Action.foto, extract: { accion in
        guard case let .foto(presentacion) = accion else { return nil }
        return presentacion
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
