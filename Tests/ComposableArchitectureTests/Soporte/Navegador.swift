import ComposableArchitecture

/// An `Identifiable` child whose effect sleeps on the clock, reports cancellation to a probe, and
/// can change its own id.
struct Hoja: Reducer {
  struct State: Equatable, Identifiable {
    var id = 1
    var cuenta = 0
  }

  enum Action: Equatable {
    case esperar(Sonda)
    case terminado
    case cambiarId(Int)

    static func == (lhs: Self, rhs: Self) -> Bool {
      switch (lhs, rhs) {
      case (.terminado, .terminado): true
      case let (.esperar(a), .esperar(b)): a === b
      case let (.cambiarId(a), .cambiarId(b)): a == b
      default: false
      }
    }
  }

  @Dependency(\.continuousClock) var reloj

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
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
      case let .cambiarId(id):
        state.id = id
        return .none
      }
    }
  }
}

/// A parent with an optional `Hoja` (`ifLet`) and an enum destination holding one
/// (`PresentationState`), whose actions replace them in the ways navigation identity cares about.
struct Navegador: Reducer {
  struct State: Equatable {
    var hijo: Hoja.State?
    @PresentationState var destino: Destino.State?
  }

  enum Action: Equatable {
    case hijo(Hoja.Action)
    case destino(PresentationAction<Destino.Action>)
    case abrirHijo
    case quitarHijo
    /// `destino = .hoja` with this id.
    case presentar(id: Int)
    /// `destino = nil` and then `.hoja` with the same id (a fresh state), in one reduce.
    case representar
  }

  enum Destino {
    enum State: Equatable {
      case hoja(Hoja.State)
    }

    enum Action: Equatable {
      case hoja(Hoja.Action)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .abrirHijo:
        state.hijo = Hoja.State()
      case .quitarHijo:
        state.hijo = nil
      case let .presentar(id):
        state.destino = .hoja(Hoja.State(id: id))
      case .representar:
        guard case let .hoja(hoja) = state.destino else { break }
        state.destino = nil
        state.destino = .hoja(Hoja.State(id: hoja.id))
      case .hijo, .destino:
        break
      }
      return .none
    }
    .ifLet(\.hijo, action: \.hijo) { Hoja() }
    .ifLet(\.$destino, action: \.destino) {
      Scope(state: \.hoja, action: \.hoja) { Hoja() }
    }
  }
}

// Lo que @CasePathable generaría:
extension Navegador.Action: CasePathable {
  struct AllCasePaths {
    var hijo: AnyCasePath<Navegador.Action, Hoja.Action> {
      AnyCasePath(embed: Navegador.Action.hijo, extract: { if case let .hijo(v) = $0 { v } else { nil } })
    }
    var destino: AnyCasePath<Navegador.Action, PresentationAction<Navegador.Destino.Action>> {
      AnyCasePath(embed: Navegador.Action.destino, extract: { if case let .destino(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Navegador.Destino.State: CasePathable {
  struct AllCasePaths {
    var hoja: AnyCasePath<Navegador.Destino.State, Hoja.State> {
      AnyCasePath(embed: Navegador.Destino.State.hoja, extract: { if case let .hoja(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Navegador.Destino.Action: CasePathable {
  struct AllCasePaths {
    var hoja: AnyCasePath<Navegador.Destino.Action, Hoja.Action> {
      AnyCasePath(embed: Navegador.Destino.Action.hoja, extract: { if case let .hoja(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
