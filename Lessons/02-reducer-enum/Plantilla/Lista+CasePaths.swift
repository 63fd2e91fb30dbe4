import ComposableArchitecture

// Lo que @CasePathable generaría (dentro de @Reducer) para `Lista.Action`.
// Con ella funcionan `action: \.destino` en `ifLet` y `\.destino.detalle…` en las pruebas.

extension Lista.Action: CasePathable {
  struct AllCasePaths {
    var filaPulsada: AnyCasePath<Lista.Action, Fila.ID> {
      AnyCasePath(embed: Lista.Action.filaPulsada, extract: { accion in
        guard case let .filaPulsada(id) = accion else { return nil }
        return id
      })
    }
    var ajustesPulsado: AnyCasePath<Lista.Action, Void> {
      AnyCasePath(embed: { _ in .ajustesPulsado }, extract: { accion in
        guard case .ajustesPulsado = accion else { return nil }
        return ()
      })
    }
    var vaciarPulsado: AnyCasePath<Lista.Action, Void> {
      AnyCasePath(embed: { _ in .vaciarPulsado }, extract: { accion in
        guard case .vaciarPulsado = accion else { return nil }
        return ()
      })
    }
    var destino: AnyCasePath<Lista.Action, PresentationAction<Destino.Action>> {
      AnyCasePath(embed: Lista.Action.destino, extract: { accion in
        guard case let .destino(presentacion) = accion else { return nil }
        return presentacion
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
