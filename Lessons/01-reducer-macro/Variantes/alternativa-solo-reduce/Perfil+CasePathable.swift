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
        embed: { _ in .aparecio },
        extract: { if case .aparecio = $0 { () } else { nil } }
      )
    }

    var datosRecibidos: AnyCasePath<Perfil.Action, String> {
      AnyCasePath(
        embed: { .datosRecibidos($0) },
        extract: { if case let .datosRecibidos(valor) = $0 { valor } else { nil } }
      )
    }

    var errorRecibido: AnyCasePath<Perfil.Action, String> {
      AnyCasePath(
        embed: { .errorRecibido(mensaje: $0) },
        extract: { if case let .errorRecibido(valor) = $0 { valor } else { nil } }
      )
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
