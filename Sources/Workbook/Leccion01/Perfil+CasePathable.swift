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
    // TODO: `embed` construye `.aparecio`; `extract` devuelve `()` solo si la acción es `.aparecio`.
    var aparecio: AnyCasePath<Perfil.Action, Void> { casoSinEscribir() }

    // TODO: `embed` construye `.datosRecibidos` con el nombre dado; `extract` devuelve ese nombre
    // solo si la acción es `.datosRecibidos`.
    var datosRecibidos: AnyCasePath<Perfil.Action, String> { casoSinEscribir() }

    // TODO: `embed` construye `.errorRecibido` con el mensaje dado; `extract` devuelve ese mensaje
    // solo si la acción es `.errorRecibido`.
    var errorRecibido: AnyCasePath<Perfil.Action, String> { casoSinEscribir() }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// Un `AnyCasePath` que aún no hace su trabajo: nunca extrae nada y siempre construye la misma acción.
/// Cuando hayas escrito las tres propiedades ya nadie la usará: bórrala entonces.
private func casoSinEscribir<Valor>() -> AnyCasePath<Perfil.Action, Valor> {
  AnyCasePath(embed: { _ in .errorRecibido(mensaje: "caso sin escribir") }, extract: { _ in nil })
}
