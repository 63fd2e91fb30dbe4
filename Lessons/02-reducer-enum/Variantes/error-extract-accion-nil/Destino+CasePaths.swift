import ComposableArchitecture

// Lo que @CasePathable generaría para `Destino.State` y `Destino.Action` (@Reducer se lo aplica).
// Con ellas, `\.detalle` sirve para `Scope` y `\.destino.detalle` para las pruebas de la lista.
// La macro generaría también las rutas del caso `alert`; aquí no se escriben porque nada las usa.

extension Destino.State: CasePathable {
  struct AllCasePaths {
    var detalle: AnyCasePath<Destino.State, Detalle.State> {
      AnyCasePath(embed: Destino.State.detalle, extract: { estado in
        guard case let .detalle(detalle) = estado else { return nil }
        return detalle
      })
    }
    var ajustes: AnyCasePath<Destino.State, Ajustes.State> {
      AnyCasePath(embed: Destino.State.ajustes, extract: { estado in
        guard case let .ajustes(ajustes) = estado else { return nil }
        return ajustes
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Destino.Action: CasePathable {
  struct AllCasePaths {
    var detalle: AnyCasePath<Destino.Action, Detalle.Action> {
      AnyCasePath(embed: Destino.Action.detalle, extract: { accion in
        guard case let .detalle(detalle) = accion else { return nil }
        return detalle
      })
    }
    var ajustes: AnyCasePath<Destino.Action, Ajustes.Action> {
      AnyCasePath(embed: Destino.Action.ajustes, extract: { _ in
        // TODO: devuelve el valor del caso `ajustes`, o nil si es otro caso.
        nil
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
