import ComposableArchitecture

// En un proyecto real: `@Reducer struct Ajustes { … }`.
// Lo que @Reducer generaría: la conformidad a `Reducer` escrita a mano.

/// La pantalla de ajustes: cambia el tamaño de letra de la lista, entre 10 y 30 puntos.
struct Ajustes: Reducer {
  /// El tamaño que se está eligiendo (puntos).
  struct State: Equatable {
    var tamanoLetra: Int
  }

  /// Los botones de la pantalla.
  enum Action: Equatable {
    case aumentarLetraPulsado
    case reducirLetraPulsado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .aumentarLetraPulsado:
        state.tamanoLetra = min(state.tamanoLetra + 1, 30)
        return .none
      case .reducirLetraPulsado:
        state.tamanoLetra = max(state.tamanoLetra - 1, 10)
        return .none
      }
    }
  }
}

// Lo que @CasePathable generaría (dentro de @Reducer) para `Ajustes.Action`:
extension Ajustes.Action: CasePathable {
  struct AllCasePaths {
    var aumentarLetraPulsado: AnyCasePath<Ajustes.Action, Void> {
      AnyCasePath(embed: { _ in .aumentarLetraPulsado }, extract: { accion in
        guard case .aumentarLetraPulsado = accion else { return nil }
        return ()
      })
    }
    var reducirLetraPulsado: AnyCasePath<Ajustes.Action, Void> {
      AnyCasePath(embed: { _ in .reducirLetraPulsado }, extract: { accion in
        guard case .reducirLetraPulsado = accion else { return nil }
        return ()
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
