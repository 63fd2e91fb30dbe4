import ComposableArchitecture

// Lo que @CasePathable generaría para `Destino.State` y `Destino.Action` (@Reducer se lo aplica).
// Con ellas, `\.detalle` sirve para `Scope` y `\.destino.detalle` para las pruebas de la lista.

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
        guard case let .detalle(accionDetalle) = accion else { return nil }
        return accionDetalle
      })
    }
    var ajustes: AnyCasePath<Destino.Action, Ajustes.Action> {
      AnyCasePath(embed: Destino.Action.ajustes, extract: { accion in
        guard case let .ajustes(accionAjustes) = accion else { return nil }
        return accionAjustes
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
