import ComposableArchitecture

// Ejercicio 2 · Lo que @CasePathable generaría para `Perfil.Action`.
//
// Con TCA real, `@Reducer` marca `Perfil.Action` con `@CasePathable` y esa macro escribe este
// código. Cada propiedad de `AllCasePaths` describe un caso con dos funciones:
//   · `embed`:   construye la acción a partir de su valor asociado;
//   · `extract`: devuelve el valor asociado si la acción es de ese caso, y `nil` si es de otro.
// Con ellas funcionan `\.datosRecibidos`, `store.receive(\.datosRecibidos)` y los `Scope`.

extension Perfil.Action: CasePathable {
  struct AllCasePaths {
    var datosRecibidos: AnyCasePath<Perfil.Action, String> {
      AnyCasePath(embed: Perfil.Action.datosRecibidos) { accion in
        if case let .datosRecibidos(nombre) = accion { nombre } else { nil }
      }
    }

    var errorRecibido: AnyCasePath<Perfil.Action, String> {
      AnyCasePath(embed: { texto in Perfil.Action.errorRecibido(mensaje: texto) }) { accion in
        if case let .errorRecibido(mensaje: texto) = accion { texto } else { nil }
      }
    }

    var aparecio: AnyCasePath<Perfil.Action, Void> {
      AnyCasePath(embed: { _ in Perfil.Action.aparecio }) { accion in
        if case .aparecio = accion { () } else { nil }
      }
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
