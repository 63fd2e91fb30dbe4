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
      AnyCasePath(embed: { .aparecio }, extract: { $0 == .aparecio ? () : nil })
    }

    var datosRecibidos: AnyCasePath<Perfil.Action, String> {
      AnyCasePath(embed: { .datosRecibidos($0) }, extract: { $0.nombreRecibido })
    }

    var errorRecibido: AnyCasePath<Perfil.Action, String> {
      AnyCasePath(embed: { .errorRecibido(mensaje: $0) }, extract: { $0.mensajeDeError })
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Perfil.Action {
  /// El nombre, si la acción es `.datosRecibidos`.
  var nombreRecibido: String? {
    if case let .datosRecibidos(nombre) = self { return nombre }
    return nil
  }

  /// El mensaje, si la acción es `.errorRecibido`.
  var mensajeDeError: String? {
    if case let .errorRecibido(mensaje) = self { return mensaje }
    return nil
  }
}
