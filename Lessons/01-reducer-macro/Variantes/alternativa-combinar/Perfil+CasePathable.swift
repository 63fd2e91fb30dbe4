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
      AnyCasePath(embed: { Perfil.Action.aparecio }) { accion in
        switch accion {
        case .aparecio: return ()
        case .datosRecibidos, .errorRecibido: return nil
        }
      }
    }

    var datosRecibidos: AnyCasePath<Perfil.Action, String> {
      AnyCasePath(embed: Perfil.Action.datosRecibidos) { accion in
        switch accion {
        case let .datosRecibidos(nombre): return nombre
        case .aparecio, .errorRecibido: return nil
        }
      }
    }

    var errorRecibido: AnyCasePath<Perfil.Action, String> {
      AnyCasePath(embed: Perfil.Action.errorRecibido(mensaje:)) { accion in
        switch accion {
        case let .errorRecibido(mensaje: texto): return texto
        case .aparecio, .datosRecibidos: return nil
        }
      }
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
