import ComposableArchitecture

// Ejercicio 3 · Dos reducers con distinto `State` en el mismo `body`.
// En un proyecto real: `@Reducer struct Agenda` y `@Reducer struct Recordatorio`.

/// Un recordatorio: se activa o se apaga, y avisa con unos minutos de antelación.
struct Recordatorio: Reducer {
  struct State: Equatable {
    var activo = false
    /// Antelación del aviso, en minutos (entre 5 y 60).
    var minutosAntes = 10
  }

  enum Action: Equatable {
    case activarPulsado
    case masTiempoPulsado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .activarPulsado:
        state.activo.toggle()
        return .none
      case .masTiempoPulsado:
        state.minutosAntes = min(state.minutosAntes + 5, 60)
        return .none
      }
    }
  }
}

/// Una agenda con un recordatorio: cuenta cuántos avisos hay activos.
struct Agenda: Reducer {
  struct State: Equatable {
    var recordatorio = Recordatorio.State()
    var avisosActivos = 0
  }

  enum Action: Equatable {
    case recordatorio(Recordatorio.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .recordatorio(.activarPulsado):
        state.avisosActivos = state.recordatorio.activo ? 1 : 0
        return .none
      case .recordatorio:
        return .none
      }
    }
  }
}

// Lo que @CasePathable generaría (dentro de @Reducer) para `Agenda.Action`:
extension Agenda.Action: CasePathable {
  struct AllCasePaths {
    var recordatorio: AnyCasePath<Agenda.Action, Recordatorio.Action> {
      AnyCasePath(embed: Agenda.Action.recordatorio, extract: { accion in
        guard case let .recordatorio(hijo) = accion else { return nil }
        return hijo
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
