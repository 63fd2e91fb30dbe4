import ComposableArchitecture

// Lo que @CasePathable generaría para `Detalle.Action` y para su `Delegate`. Ojo: `@Reducer` solo
// añade `@CasePathable` a los enums anidados que se llaman `State` y `Action` (TCA 1.4–1.25). En un
// proyecto real, `Delegate` necesita su propio `@CasePathable` para que funcionen case key paths como
// `\.destino.detalle.delegate.borrarFila`, que usan las pruebas.

extension Detalle.Action: CasePathable {
  struct AllCasePaths {
    var alAparecer: AnyCasePath<Detalle.Action, Void> {
      AnyCasePath(embed: { _ in .alAparecer }, extract: { accion in
        guard case .alAparecer = accion else { return nil }
        return ()
      })
    }
    var segundoTranscurrido: AnyCasePath<Detalle.Action, Void> {
      AnyCasePath(embed: { _ in .segundoTranscurrido }, extract: { accion in
        guard case .segundoTranscurrido = accion else { return nil }
        return ()
      })
    }
    var favoritoPulsado: AnyCasePath<Detalle.Action, Void> {
      AnyCasePath(embed: { _ in .favoritoPulsado }, extract: { accion in
        guard case .favoritoPulsado = accion else { return nil }
        return ()
      })
    }
    var borrarPulsado: AnyCasePath<Detalle.Action, Void> {
      AnyCasePath(embed: { _ in .borrarPulsado }, extract: { accion in
        guard case .borrarPulsado = accion else { return nil }
        return ()
      })
    }
    var delegate: AnyCasePath<Detalle.Action, Detalle.Action.Delegate> {
      AnyCasePath(embed: Detalle.Action.delegate, extract: { accion in
        guard case let .delegate(peticion) = accion else { return nil }
        return peticion
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Detalle.Action.Delegate: CasePathable {
  struct AllCasePaths {
    var borrarFila: AnyCasePath<Detalle.Action.Delegate, Fila.ID> {
      AnyCasePath(embed: Detalle.Action.Delegate.borrarFila, extract: { peticion in
        guard case let .borrarFila(id) = peticion else { return nil }
        return id
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
