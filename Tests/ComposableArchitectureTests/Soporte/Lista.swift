import ComposableArchitecture

/// A child whose effect sleeps on the clock and reports cancellation to a probe.
struct Detalle: Reducer {
  struct State: Equatable, Identifiable {
    var id = 1
    var cuenta = 0
  }

  enum Action: Equatable {
    case incrementar
    case esperar(Sonda)
    case terminado
    case cerrar

    static func == (lhs: Self, rhs: Self) -> Bool {
      switch (lhs, rhs) {
      case (.incrementar, .incrementar), (.terminado, .terminado), (.cerrar, .cerrar): true
      case let (.esperar(a), .esperar(b)): a === b
      default: false
      }
    }
  }

  @Dependency(\.continuousClock) var reloj
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementar:
        state.cuenta += 1
        return .none
      case .cerrar:
        return .run { _ in await dismiss() }
      case let .esperar(sonda):
        return .run { send in
          do {
            try await reloj.sleep(for: .seconds(10))
            await send(.terminado)
          } catch {
            sonda.anotar(Task.isCancelled ? "cancelado" : "error")
          }
        }
      case .terminado:
        return .none
      }
    }
  }
}

/// A parent with an optional child (`ifLet`) and an enum destination (`PresentationState`).
struct Lista: Reducer {
  struct State: Equatable {
    var hijo: Detalle.State?
    @PresentationState var destino: Destino.State?
    var registro: [String] = []
  }

  enum Action: Equatable {
    case hijo(Detalle.Action)
    case destino(PresentationAction<Destino.Action>)
    case abrirHijo
    case cerrarHijo
    case abrirDetalle
    case abrirAjustes
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .abrirHijo:
        state.hijo = Detalle.State()
        return .none
      case .cerrarHijo:
        state.hijo = nil
        return .none
      case .abrirDetalle:
        state.destino = .detalle(Detalle.State())
        return .none
      case .abrirAjustes:
        state.destino = .ajustes(Ajustes.State())
        return .none
      case .destino(.dismiss):
        state.registro.append("padre vio dismiss; destino presente: \(state.destino != nil)")
        return .none
      case .destino(.presented(.detalle(.incrementar))):
        state.registro.append("padre vio incrementar; cuenta: \(state.destino?.detalle?.cuenta ?? -1)")
        return .none
      case .hijo, .destino:
        return .none
      }
    }
    .ifLet(\.hijo, action: \.hijo) { Detalle() }
    .ifLet(\.$destino, action: \.destino)
  }
  /// The lines of the two `ifLet` above, which the runtime warnings name (`IfLetTests`,
  /// `PresentationTests`); computed here, five lines below each, so they move with the file.
  static let lineaIfLetHijo: UInt = #line - 5
  static let lineaIfLetDestino: UInt = #line - 5

  // Lo que @Reducer enum Destino generaría:
  enum Destino: CaseReducer {
    @dynamicMemberLookup
    enum State: CaseReducerState, Equatable {
      typealias StateReducer = Destino
      case detalle(Detalle.State)
      case ajustes(Ajustes.State)
    }

    enum Action: Equatable {
      case detalle(Detalle.Action)
      case ajustes(Ajustes.Action)
    }

    static var body: some Reducer<State, Action> {
      Scope(state: \.detalle, action: \.detalle) { Detalle() }
      Scope(state: \.ajustes, action: \.ajustes) { Ajustes() }
    }
  }
}

// Lo que @CasePathable generaría:
extension Lista.Action: CasePathable {
  struct AllCasePaths {
    var hijo: AnyCasePath<Lista.Action, Detalle.Action> {
      AnyCasePath(embed: Lista.Action.hijo, extract: { if case let .hijo(v) = $0 { v } else { nil } })
    }
    var destino: AnyCasePath<Lista.Action, PresentationAction<Lista.Destino.Action>> {
      AnyCasePath(embed: Lista.Action.destino, extract: { if case let .destino(v) = $0 { v } else { nil } })
    }
    var abrirHijo: AnyCasePath<Lista.Action, Void> {
      AnyCasePath(embed: { .abrirHijo }, extract: { if case .abrirHijo = $0 { () } else { nil } })
    }
    var cerrarHijo: AnyCasePath<Lista.Action, Void> {
      AnyCasePath(embed: { .cerrarHijo }, extract: { if case .cerrarHijo = $0 { () } else { nil } })
    }
    var abrirDetalle: AnyCasePath<Lista.Action, Void> {
      AnyCasePath(embed: { .abrirDetalle }, extract: { if case .abrirDetalle = $0 { () } else { nil } })
    }
    var abrirAjustes: AnyCasePath<Lista.Action, Void> {
      AnyCasePath(embed: { .abrirAjustes }, extract: { if case .abrirAjustes = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Lista.Destino.State: CasePathable {
  struct AllCasePaths {
    var detalle: AnyCasePath<Lista.Destino.State, Detalle.State> {
      AnyCasePath(embed: Lista.Destino.State.detalle, extract: { if case let .detalle(v) = $0 { v } else { nil } })
    }
    var ajustes: AnyCasePath<Lista.Destino.State, Ajustes.State> {
      AnyCasePath(embed: Lista.Destino.State.ajustes, extract: { if case let .ajustes(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Lista.Destino.Action: CasePathable {
  struct AllCasePaths {
    var detalle: AnyCasePath<Lista.Destino.Action, Detalle.Action> {
      AnyCasePath(embed: Lista.Destino.Action.detalle, extract: { if case let .detalle(v) = $0 { v } else { nil } })
    }
    var ajustes: AnyCasePath<Lista.Destino.Action, Ajustes.Action> {
      AnyCasePath(embed: Lista.Destino.Action.ajustes, extract: { if case let .ajustes(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Detalle.Action: CasePathable {
  struct AllCasePaths {
    var incrementar: AnyCasePath<Detalle.Action, Void> {
      AnyCasePath(embed: { .incrementar }, extract: { if case .incrementar = $0 { () } else { nil } })
    }
    var esperar: AnyCasePath<Detalle.Action, Sonda> {
      AnyCasePath(embed: Detalle.Action.esperar, extract: { if case let .esperar(v) = $0 { v } else { nil } })
    }
    var terminado: AnyCasePath<Detalle.Action, Void> {
      AnyCasePath(embed: { .terminado }, extract: { if case .terminado = $0 { () } else { nil } })
    }
    var cerrar: AnyCasePath<Detalle.Action, Void> {
      AnyCasePath(embed: { .cerrar }, extract: { if case .cerrar = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
