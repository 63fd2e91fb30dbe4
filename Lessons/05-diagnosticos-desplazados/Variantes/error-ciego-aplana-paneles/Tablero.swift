import ComposableArchitecture

// Ejercicio 2 · Un enum anidado sin sus case paths.
// En un proyecto real: `@Reducer struct Tablero`, y `@CasePathable` sobre `enum Paneles`.

/// El reloj de una partida: cuenta segundos y vuelve a cero.
struct Reloj: Reducer {
  struct State: Equatable {
    var segundos = 0
  }

  enum Action: Equatable {
    case tic
    case reiniciarPulsado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tic:
        state.segundos += 1
        return .none
      case .reiniciarPulsado:
        state.segundos = 0
        return .none
      }
    }
  }
}

/// Un tablero de ajedrez: cuenta movimientos y agrupa las acciones de sus paneles (el reloj).
struct Tablero: Reducer {
  struct State: Equatable {
    var reloj = Reloj.State()
    var movimientos = 0
  }

  enum Action: Equatable {
    case moverPulsado
    // Sin el enum anidado, `\.reloj` da un solo salto y no hace falta otro `CasePathable`.
    case reloj(Reloj.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.reloj, action: \.reloj) {
      Reloj()
    }
    Reduce { state, action in
      switch action {
      case .moverPulsado:
        state.movimientos += 1
        return .none
      case .reloj:
        return .none
      }
    }
  }
}

// Lo que @CasePathable generaría (dentro de @Reducer) para `Tablero.Action`:
extension Tablero.Action: CasePathable {
  struct AllCasePaths {
    var moverPulsado: AnyCasePath<Tablero.Action, Void> {
      AnyCasePath(embed: { _ in .moverPulsado }, extract: { accion in
        guard case .moverPulsado = accion else { return nil }
        return ()
      })
    }
    var reloj: AnyCasePath<Tablero.Action, Reloj.Action> {
      AnyCasePath(embed: Tablero.Action.reloj, extract: { accion in
        guard case let .reloj(reloj) = accion else { return nil }
        return reloj
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
