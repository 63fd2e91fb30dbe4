import ComposableArchitecture

// TODO: este archivo no compila. Lee el diagnóstico del checker, busca la causa y arréglala allí.

// Ejercicio 5 · Un `Scope` que no llega al estado del hijo.
// En un proyecto real: `@Reducer struct Carrera` y `@Reducer struct Cronometro`.

/// Un cronómetro de vueltas.
struct Cronometro: Reducer {
  struct State: Equatable {
    var vueltas = 0
  }

  enum Action: Equatable {
    case vueltaPulsado
    case reiniciarPulsado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .vueltaPulsado:
        state.vueltas += 1
        return .none
      case .reiniciarPulsado:
        state.vueltas = 0
        return .none
      }
    }
  }
}

/// Una carrera con su título y un cronómetro; recuerda el mayor número de vueltas.
struct Carrera: Reducer {
  struct State: Equatable {
    var titulo = "Carrera"
    var cronometro = Cronometro.State()
    /// Las vueltas de la mejor tanda, aunque después se reinicie el cronómetro.
    var mejorTanda = 0
  }

  enum Action: Equatable {
    case cronometro(Cronometro.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.titulo, action: \.cronometro) {
      Cronometro()
    }
    Reduce { state, _ in
      state.mejorTanda = max(state.mejorTanda, state.cronometro.vueltas)
      return .none
    }
  }
}

// Lo que @CasePathable generaría (dentro de @Reducer) para `Carrera.Action`:
extension Carrera.Action: CasePathable {
  struct AllCasePaths {
    var cronometro: AnyCasePath<Carrera.Action, Cronometro.Action> {
      AnyCasePath(embed: Carrera.Action.cronometro, extract: { accion in
        guard case let .cronometro(hijo) = accion else { return nil }
        return hijo
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
