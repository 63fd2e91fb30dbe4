import TallerComun

/// Every runtime warning the runtime reports, in Spanish, built by one named function each.
///
/// Shape: what happened (naming the operator and its `file:line`), the value involved, why it is
/// usually a logic error, then "Para arreglarlo, …".
enum RuntimeWarnings {
  static func presentationActionWhileAbsent(location: String, action: String) -> String {
    """
    Un "ifLet" en "\(location)" recibió una acción de presentación cuando el estado de destino \
    era "nil".

      Acción:
    \(action.indented(by: 4))

    Suele ser un error de lógica de la aplicación. Puede ocurrir por dos motivos:

    • Un reducer padre puso el destino a "nil" antes de que este reducer se ejecutara. Este \
    reducer debe ejecutarse antes que cualquier otro que ponga el destino a "nil".

    • La acción se envió al store mientras el destino era "nil". Las acciones de presentación \
    solo deben enviarse mientras el destino existe, o desde efectos que empezó este reducer.

    Para arreglarlo, revisa el orden de los reducers del "body" y quién envía esta acción.
    """
  }

  static func ifLetChildActionWhileNil(location: String, action: String) -> String {
    """
    Un "ifLet" en "\(location)" recibió una acción hija cuando el estado hijo era "nil".

      Acción:
    \(action.indented(by: 4))

    Suele ser un error de lógica de la aplicación. Puede ocurrir por tres motivos:

    • Un reducer padre puso el estado hijo a "nil" antes de que este reducer se ejecutara. \
    Este reducer debe ejecutarse antes que cualquier otro que ponga el estado hijo a "nil".

    • Un efecto en curso envió la acción después de que el estado hijo pasara a "nil". \
    Cancela ese efecto antes de poner el estado hijo a "nil".

    • La acción se envió al store mientras el estado hijo era "nil".

    Para arreglarlo, revisa el orden de los reducers del "body" y quién envía esta acción.
    """
  }

  static func ifCaseLetWrongCase(location: String, action: String, state: String) -> String {
    """
    Un "ifCaseLet" en "\(location)" recibió una acción hija cuando el estado estaba en otro caso.

      Acción:
    \(action.indented(by: 4))
      Estado:
    \(state.indented(by: 4))

    Suele ser un error de lógica de la aplicación: un reducer padre cambió el caso antes de que \
    este reducer se ejecutara, un efecto en curso envió la acción después del cambio, o la \
    acción se envió mientras el estado estaba en otro caso.

    Para arreglarlo, ejecuta este reducer antes que los que cambian el caso y cancela los \
    efectos del caso anterior.
    """
  }

  /// A `Scope` or `ifCaseLet` whose case key path (state or action) is hand-written and its
  /// `extract` returned `nil` for a value of its own case: no talk of "otro caso" nor of order.
  /// - Parameters:
  ///   - operator: `Scope` or `ifCaseLet`.
  ///   - location: `file:line` of the operator, when known.
  ///   - what: `el estado` or `la acción`.
  static func extractRejectedOwnCase(
    operator name: String, location: String?, what: String, action: String,
    origin: CasePathOrigin, value: String
  ) -> String {
    let donde = location.map { " en \"\($0)\"" } ?? ""
    return """
    Un "\(name)"\(donde) no pudo extraer \(what) del caso "\\.\(origin.name ?? origin.function)", aunque \
    estaba en ese caso, y no ejecutó el reducer hijo.

      Acción:
    \(action.indented(by: 4))

    \(TestStoreMessages.rejectedOwnCaseExplanation(origin: origin, value: value))
    """
  }

  static func scopeWrongCase(location: String, action: String, state: String) -> String {
    """
    Un "Scope" en "\(location)" recibió una acción hija cuando el estado estaba en otro caso.

      Acción:
    \(action.indented(by: 4))
      Estado:
    \(state.indented(by: 4))

    Suele ser un error de lógica de la aplicación: un reducer padre cambió el caso antes de que \
    este "Scope" se ejecutara, o la acción se envió mientras el estado estaba en otro caso.

    Para arreglarlo, pon el "Scope" antes de la lógica que cambia el caso, o usa \
    "Reducer.ifCaseLet".
    """
  }

  static func unhandledEffectError(_ error: any Error, effectLocation: String) -> String {
    """
    Un "Effect.run" devuelto desde "\(effectLocation)" lanzó un error que nadie manejó.

      Error:
    \(String(customDumping: error).indented(by: 4))

    Para arreglarlo, maneja todos los errores que no sean de cancelación con el parámetro \
    "catch" de "Effect.run" o con un bloque "do".
    """
  }

  static func actionFromCompletedEffect(_ action: String, effectLocation: String) -> String {
    """
    Se envió una acción desde un efecto que ya había terminado.

      Acción:
    \(action.indented(by: 4))

      Efecto devuelto desde:
        \(effectLocation)

    Las acciones enviadas con el "send" de "Effect.run" después de que su cierre haya \
    terminado se descartan.

    Para arreglarlo, no dejes que el cierre de "run" termine hasta que hayas acabado de llamar \
    a "send" (no guardes "send" para usarlo más tarde).
    """
  }

  static func bindingNotHandled(_ action: String, fix: String) -> String {
    """
    Una acción de binding enviada desde un store no se manejó.

      Acción:
    \(action.indented(by: 4))

    Para arreglarlo, invoca "\(fix)" desde el "body" del reducer de tu feature (y comprueba que \
    ese reducer está integrado en el de su padre).
    """
  }

  static func modifyUnrelatedCase(_ value: String) -> String {
    """
    No se puede modificar un caso que no es el actual.

      Valor:
    \(value.indented(by: 4))

    Para arreglarlo, comprueba el caso antes de modificarlo, o asigna el caso completo \
    ("estado = .caso(valor)").
    """
  }

  static func missingTestValue(_ key: String, audience: TestAudience = .current) -> String {
    let consejo =
      audience == .student
      ? """
      Esta prueba no la sustituye, así que tu código no debería usarla en este paso. Para \
      arreglarlo, revisa dónde la usa tu reducer (o sus efectos); si la usas donde toca, define \
      "static let testValue" en su clave.
      """
      : """
      Para arreglarlo, sustitúyela en el "withDependencies:" del TestStore \
      ({ $0.miDependencia = … }) o define "static let testValue" en su clave.
      """
    return """
      La dependencia "\(key)" no tiene implementación de prueba ("testValue"), pero se usó en un \
      TestStore.

      \(consejo)
      """
  }

  /// A system dependency (`date`, `uuid`, `calendar`, `locale`, `timeZone`) used in a `TestStore`
  /// without overriding it; `ejemplo` is the override to write.
  static func dependenciaDeSistema(_ ruta: String, ejemplo: String) -> String {
    """
    La dependencia "\\.\(ruta)" se usó en un TestStore sin sustituirla. Su valor real cambia de una \
    ejecución a otra (la hora, un UUID nuevo, la configuración de la máquina), así que la prueba no \
    podría repetir su resultado.

    Para arreglarlo, sustitúyela en el "withDependencies:" del TestStore: { \(ejemplo) }.
    """
  }

  static func unimplementedClock(_ name: String, audience: TestAudience = .current) -> String {
    let consejo =
      audience == .student
      ? """
      Esta prueba no sustituye ese reloj, así que tu código no debería esperar con él en este \
      paso. Para arreglarlo, revisa qué reloj usa tu efecto y si debe esperar aquí.
      """
      : """
      Para arreglarlo, pásale un reloj controlable en "withDependencies:": \
      { $0.\(name) = ImmediateClock() } para que no espere, o un "TestClock" que avances con \
      "await reloj.advance(by:)".
      """
    return """
      Se usó el reloj "\(name)" en un TestStore sin sustituirlo; la espera se canceló.

      \(consejo)
      """
  }

  static func dismissWithoutPresentation(location: String) -> String {
    """
    Un reducer pidió cerrarse en "\(location)", pero no se pudo cerrar.

    Solo se puede cerrar una feature presentada con "ifLet" sobre un "PresentationState", y \
    solo desde un efecto que devolvió esa feature mientras estaba presentada.

    Para arreglarlo, presenta la feature con ".ifLet(\\.$destino, action: \\.destino)", o \
    comprueba "@Dependency(\\.isPresented)" antes de llamar a "dismiss()".
    """
  }

  /// `TALLER_FACTOR_TIEMPO` is not a positive number: the waits use 1 (the checker says the same).
  static func invalidTimeFactor(_ text: String) -> String {
    "aviso: TALLER_FACTOR_TIEMPO=\(text) no es un número positivo (por ejemplo 2 o 2,5); se usa 1."
  }

  /// `TALLER_FACTOR_TIEMPO` above ``FactorTiempo/maximo``: the maximum is used.
  static func clampedTimeFactor(_ text: String) -> String {
    "aviso: TALLER_FACTOR_TIEMPO=\(text) es mayor que el máximo, \(Int(FactorTiempo.maximo)); se usa \(Int(FactorTiempo.maximo))."
  }
}
