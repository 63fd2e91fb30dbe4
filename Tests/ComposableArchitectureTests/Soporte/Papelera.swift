import ComposableArchitecture

/// A list that asks before emptying itself: an enum destination with an alert case beside a
/// feature case, and a second list with the alert in its own `PresentationState` (no enum).
struct Papelera: Reducer {
  struct State: Equatable {
    var elementos = ["a", "b"]
    var avisos = 0
    @PresentationState var destino: Destino.State?
  }

  enum Action: Equatable {
    case vaciarPulsado
    case verHoja
    case destino(PresentationAction<Destino.Action>)
  }

  enum Destino {
    enum State: Equatable {
      case alerta(AlertState<Alerta>)
      case hoja(Hoja.State)
    }

    enum Action: Equatable {
      case alerta(Alerta)
      case hoja(Hoja.Action)
    }

    enum Alerta: Equatable, Sendable {
      case confirmarVaciar
      case avisar
    }
  }

  /// A new alert each time (a new `id`), as a reducer builds it.
  static var alerta: AlertState<Destino.Alerta> {
    AlertState {
      TextState("¿Vaciar la papelera?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmarVaciar) { TextState("Vaciar") }
      ButtonState(role: .cancel) { TextState("Cancelar") }
    } message: {
      TextState("No se puede deshacer.")
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .vaciarPulsado:
        state.destino = .alerta(Self.alerta)
      case .verHoja:
        state.destino = .hoja(Hoja.State())
      case .destino(.presented(.alerta(.confirmarVaciar))):
        state.elementos = []
      case .destino(.presented(.alerta(.avisar))):
        state.avisos += 1
        state.destino = .alerta(Self.alerta)
      case .destino:
        break
      }
      return .none
    }
    .ifLet(\.$destino, action: \.destino) {
      Scope(state: \.hoja, action: \.hoja) { Hoja() }
    }
  }
}

/// An alert kept directly in `PresentationState`, presented with the `ifLet` that has no child.
struct Aviso: Reducer {
  struct State: Equatable {
    var confirmado = false
    @PresentationState var alerta: AlertState<Action.Alerta>?
  }

  enum Action: Equatable {
    case pedir
    case alerta(PresentationAction<Alerta>)

    enum Alerta: Equatable, Sendable {
      case confirmar
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pedir:
        state.alerta = AlertState { TextState("¿Seguro?") } actions: {
          ButtonState(action: .confirmar) { TextState("Sí") }
        }
      case .alerta(.presented(.confirmar)):
        state.confirmado = true
      case .alerta:
        break
      }
      return .none
    }
    .ifLet(\.$alerta, action: \.alerta)
  }
}

// Lo que @CasePathable generaría:
extension Papelera.Action: CasePathable {
  struct AllCasePaths {
    var destino: AnyCasePath<Papelera.Action, PresentationAction<Papelera.Destino.Action>> {
      AnyCasePath(embed: Papelera.Action.destino, extract: { if case let .destino(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Papelera.Destino.State: CasePathable {
  struct AllCasePaths {
    var hoja: AnyCasePath<Papelera.Destino.State, Hoja.State> {
      AnyCasePath(embed: Papelera.Destino.State.hoja, extract: { if case let .hoja(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Papelera.Destino.Action: CasePathable {
  struct AllCasePaths {
    var hoja: AnyCasePath<Papelera.Destino.Action, Hoja.Action> {
      AnyCasePath(embed: Papelera.Destino.Action.hoja, extract: { if case let .hoja(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Aviso.Action: CasePathable {
  struct AllCasePaths {
    var alerta: AnyCasePath<Aviso.Action, PresentationAction<Aviso.Action.Alerta>> {
      AnyCasePath(embed: Aviso.Action.alerta, extract: { if case let .alerta(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
