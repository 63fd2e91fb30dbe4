import ComposableArchitecture

// Ejercicio 4 (este archivo ya está completo) · Los case key paths de `Reproductor.Action`.

// Lo que @CasePathable generaría:
extension Reproductor.Action: CasePathable {
  struct AllCasePaths {
    var reproducirPulsado: AnyCasePath<Reproductor.Action, Void> {
      AnyCasePath(embed: { .reproducirPulsado }) { accion in
        guard case .reproducirPulsado = accion else { return nil }
        return ()
      }
    }
    var pausarPulsado: AnyCasePath<Reproductor.Action, Void> {
      AnyCasePath(embed: { .pausarPulsado }) { accion in
        guard case .pausarPulsado = accion else { return nil }
        return ()
      }
    }
    var siguientePulsado: AnyCasePath<Reproductor.Action, Void> {
      AnyCasePath(embed: { .siguientePulsado }) { accion in
        guard case .siguientePulsado = accion else { return nil }
        return ()
      }
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
