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
    var aparecio: AnyCasePath<Perfil.Action, Void> {
      AnyCasePath(
        embed: { .aparecio },
        extract: { accion in
          guard case .aparecio = accion else { return nil }
          return ()
        }
      )
    }

    var datosRecibidos: AnyCasePath<Perfil.Action, String> {
      AnyCasePath(
        embed: { nombre in .datosRecibidos(nombre) },
        extract: { accion in
          guard case let .datosRecibidos(nombre) = accion else { return nil }
          return nombre
        }
      )
    }

    var errorRecibido: AnyCasePath<Perfil.Action, String> {
      AnyCasePath(
        embed: { mensaje in .errorRecibido(mensaje) },
        extract: { accion in
          guard case let .errorRecibido(mensaje) = accion else { return nil }
          return mensaje
        }
      )
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
