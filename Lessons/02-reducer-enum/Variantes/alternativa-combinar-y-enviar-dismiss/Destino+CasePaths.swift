import ComposableArchitecture

// Lo que @CasePathable generaría para `Destino.State` y `Destino.Action` (@Reducer se lo aplica).
// Con ellas, `\.detalle` sirve para `Scope` y `\.destino.detalle` para las pruebas de la lista.
// La macro generaría también las rutas del caso `alert`; aquí no se escriben porque nada las usa.

extension Destino.State: CasePathable {
  struct AllCasePaths {
    var detalle: AnyCasePath<Destino.State, Detalle.State> {
      AnyCasePath(embed: Destino.State.detalle, extract: { estado in
        switch estado {
        case let .detalle(detalle): detalle
        case .ajustes, .alert: nil
        }
      })
    }
    var ajustes: AnyCasePath<Destino.State, Ajustes.State> {
      AnyCasePath(embed: Destino.State.ajustes, extract: { estado in
        if case let .ajustes(ajustes) = estado { return ajustes }
        return nil
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Destino.Action: CasePathable {
  struct AllCasePaths {
    var detalle: AnyCasePath<Destino.Action, Detalle.Action> {
      AnyCasePath(embed: Destino.Action.detalle, extract: { accion in
        switch accion {
        case let .detalle(detalle): return detalle
        default: return nil
        }
      })
    }
    var ajustes: AnyCasePath<Destino.Action, Ajustes.Action> {
      AnyCasePath(embed: Destino.Action.ajustes, extract: { accion in
        if case .ajustes(let ajustes) = accion { ajustes } else { nil }
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
