// Prueba real de la entrada `compilador-sin-diagnostico` (lección 5): las rutas del enum anidado
// `Paneles` escritas con la raíz de fuera (`Tablero.Action`); el compilador se rinde en el `body`.
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
    case paneles(Paneles)

    /// Las acciones de los paneles del tablero, agrupadas.
    enum Paneles: Equatable {
      case reloj(Reloj.Action)
    }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.reloj, action: \.paneles.reloj) {
      Reloj()
    }
    Reduce { state, action in
      switch action {
      case .moverPulsado:
        state.movimientos += 1
        return .none
      case .paneles:
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
    var paneles: AnyCasePath<Tablero.Action, Tablero.Action.Paneles> {
      AnyCasePath(embed: Tablero.Action.paneles, extract: { accion in
        guard case let .paneles(paneles) = accion else { return nil }
        return paneles
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

// Lo que @CasePathable generaría para `Tablero.Action.Paneles`:
extension Tablero.Action.Paneles: CasePathable {
  struct AllCasePaths {
    var reloj: AnyCasePath<Tablero.Action, Reloj.Action> {
      AnyCasePath(embed: { .paneles(.reloj($0)) }, extract: { accion in
        guard case let .paneles(.reloj(reloj)) = accion else { return nil }
        return reloj
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
