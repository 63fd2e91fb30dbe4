import ComposableArchitecture

// Lo que @CasePathable generaría para `Destino.State` y `Destino.Action` (@Reducer se lo aplica):
// una ruta por caso, también el de la alerta. Con ellas, `\.detalle` sirve para `Scope`,
// `\.destino.detalle` para las pruebas de la lista, y en una app `\.destino?.alert` presenta la alerta.

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
    var alert: AnyCasePath<Destino.State, AlertState<Destino.Alert>> {
      AnyCasePath(embed: Destino.State.alert, extract: { estado in
        guard case let .alert(alerta) = estado else { return nil }
        return alerta
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
    var alert: AnyCasePath<Destino.Action, Destino.Alert> {
      AnyCasePath(embed: Destino.Action.alert, extract: { accion in
        guard case let .alert(boton) = accion else { return nil }
        return boton
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
