import Foundation

/// Every `TestStore` failure, in Spanish, built by one named function each.
///
/// Shape (as in TCA): a headline, the detail (a diff indented four spaces, or a dump), the legend,
/// then "Para arreglarlo, …". Each advice depends on the ``TestAudience``: for a test's author it
/// names the fix in the code under test first and prefixes TCA's fix in the test with "si la
/// prueba es tuya"; for a student reading a hidden test it only talks about the student's code.
enum TestStoreMessages {
  static let legend = "(Esperado: −, Real: +)"
  static let receivedLegend = "(Esperado: −, Recibido: +)"

  /// The diff block between two values, or both dumps when no line differs.
  static func difference<T>(_ expected: T, _ actual: T, legend: String = legend) -> String {
    guard let lines = diff(expected, actual) else {
      return """
        Esperado:
        \(String(customDumping: expected).indented(by: 2))

        Real:
        \(String(customDumping: actual).indented(by: 2))
        """
    }
    return "\(lines.indented(by: 4))\n\n\(legend)"
  }

  /// ` tras enviar Contador.Action.incrementar` for the headline of a state failure: the step of the
  /// test it happened in (a dump that spans lines is folded onto one).
  /// - Parameters:
  ///   - verb: `enviar` for `send`, `recibir` for `receive`.
  ///   - action: The action of that step.
  static func step<Action>(_ verb: String, _ action: Action) -> String {
    let dump = String(customDumping: action).split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    return " tras \(verb) \(dump)"
  }

  static func stateMismatch<State>(
    expected: State, actual: State, step: String = "", audience: TestAudience = .current
  ) -> String {
    let consejo =
      audience == .student
      ? """
      Para arreglarlo, corrige tu reducer para que deje el estado esperado (las líneas con "−"); \
      las líneas con "+" son lo que dejó tu código.
      """
      : """
      Para arreglarlo, corrige el reducer para que deje el estado esperado (las líneas con "−"); \
      si la prueba es tuya y lo correcto es lo que ocurrió (las líneas con "+"), descríbelo en el \
      cierre final de ese paso (`{ $0.campo = valor }`).
      """
    return """
      El estado no cambió como se esperaba\(step).

      \(difference(expected, actual))

      \(consejo)
      """
  }

  static func stateChangedUnexpectedly<State>(
    before: State, after: State, step: String = "", audience: TestAudience = .current
  ) -> String {
    let consejo =
      audience == .student
      ? "Para arreglarlo, corrige tu reducer para que esta acción deje el estado como estaba."
      : """
      Para arreglarlo, corrige el reducer para que esta acción no cambie el estado; si la prueba \
      es tuya y el cambio es correcto, descríbelo en un cierre final, por ejemplo \
      `{ $0.campo = valor }`.
      """
    return """
      El estado no debía cambiar\(step), pero cambió.

      \(difference(before, after))

      \(consejo)
      """
  }

  static func expectedChangeButNone(step: String = "", audience: TestAudience = .current) -> String {
    let detalle =
      audience == .student
      ? """
      Tu reducer dejó el estado igual con esta acción. Si un paso anterior de esta prueba también \
      falló, arréglalo primero: este paso parte del estado que dejó aquel.
      """
      : """
      El cierre final no modificó el estado (está vacío o asigna los valores que ya tenía). Para \
      arreglarlo, si no esperas ningún cambio, quita el cierre final; si lo esperas, describe en él \
      el cambio.
      """
    return """
      Se esperaba que el estado cambiara\(step), pero no cambió.

      \(detalle)
      """
  }

  static func closureThrew(_ error: any Error, audience: TestAudience = .current) -> String {
    let consejo =
      audience == .student
      ? """
      Para arreglarlo, revisa el estado que deja tu reducer en este paso: la prueba no pudo \
      comprobarlo.
      """
      : "Para arreglarlo, evita que el cierre de la aserción lance errores."
    return """
      El cierre final lanzó un error:

      \(String(customDumping: error).indented(by: 4))

      \(consejo)
      """
  }

  static func mustHandleReceived(_ actions: [String], audience: TestAudience = .current) -> String {
    let n = actions.count
    let encabezado =
      n == 1
      ? "Debes comprobar 1 acción recibida antes de enviar otra acción."
      : "Debes comprobar \(n) acciones recibidas antes de enviar otra acción."
    let consejo =
      audience == .student
      ? """
      Para arreglarlo, revisa qué efectos devuelve tu reducer: envían acciones que la prueba no \
      espera en este punto.
      """
      : """
      Para arreglarlo, revisa qué efectos devuelve tu reducer: envían acciones que la prueba no \
      espera en este punto. Si la prueba es tuya, añade "await store.receive(…)" para cada una \
      antes de este "send", o sáltalas con "await store.skipReceivedActions()".
      """
    return """
      \(encabezado)

        Acciones sin comprobar:
      \(actionList(actions))

      \(consejo)
      """
  }

  static func unhandledReceivedAtEnd(_ actions: [String], audience: TestAudience = .current) -> String {
    let n = actions.count
    let encabezado =
      n == 1
      ? "El store recibió 1 acción que no se comprobó."
      : "El store recibió \(n) acciones que no se comprobaron."
    let consejo =
      audience == .student
      ? """
      Para arreglarlo, revisa qué efectos devuelve tu reducer: envían acciones que la prueba no \
      espera.
      """
      : """
      Para arreglarlo, revisa qué efectos devuelve tu reducer: envían acciones que la prueba no \
      espera. Si la prueba es tuya, afírmalas con "await store.receive(…)", sáltalas con \
      "await store.skipReceivedActions()" o usa un TestStore no exhaustivo: \
      "store.exhaustivity = .off".
      """
    return """
      \(encabezado)

        Acciones sin comprobar:
      \(actionList(actions))

      \(consejo)
      """
  }

  static func effectStillRunning(audience: TestAudience = .current) -> String {
    let prueba =
      audience == .student
      ? ""
      : """


      • Si la prueba es tuya, esperar a que termine con "await store.finish()", saltarlo con \
      "await store.skipInFlightEffects()" o usar "store.exhaustivity = .off".
      """
    return """
      Un efecto devuelto por esta acción sigue en marcha. Debe terminar antes de que acabe la \
      prueba.

      Para arreglarlo, puedes:

      • Si el efecto espera un tiempo, esperar con el reloj de las dependencias \
      ("@Dependency(\\.continuousClock)"), no con "Task.sleep": la prueba lo sustituye por un \
      "TestClock" y lo avanza con "await reloj.advance(by:)", o por un "ImmediateClock".

      • Si es un efecto de larga duración, hacerlo cancelable con ".cancellable(id:)" y \
      cancelarlo enviando la acción que devuelve ".cancel(id:)".\(prueba)
      """
  }

  static func noReceivedActionsToSkip(audience: TestAudience = .current) -> String {
    audience == .student
      ? """
      No había acciones recibidas que saltar: la prueba esperaba que, en este punto, los efectos \
      de tu reducer ya hubieran enviado alguna acción.

      Para arreglarlo, revisa que tu reducer devuelva los efectos de los pasos anteriores y que \
      esos efectos envíen su acción con "send".
      """
      : """
      No había acciones recibidas que saltar.

      Para arreglarlo, quita "skipReceivedActions()" o usa "skipReceivedActions(strict: false)".
      """
  }

  static func noInFlightEffectsToSkip(audience: TestAudience = .current) -> String {
    audience == .student
      ? """
      No había efectos en curso que saltar: la prueba esperaba que, en este punto, siguiera en \
      marcha algún efecto de tu reducer (por ejemplo, un temporizador).

      Para arreglarlo, revisa que tu reducer devuelva ese efecto y que no lo cancele ni lo deje \
      terminar antes de tiempo.
      """
      : """
      No había efectos en curso que saltar.

      Para arreglarlo, quita "skipInFlightEffects()" o usa "skipInFlightEffects(strict: false)".
      """
  }

  static func effectsStillRunningAfterFinish(
    _ timeout: Duration, audience: TestAudience = .current
  ) -> String {
    let margen =
      audience == .student ? "" : "; si la prueba es tuya y el efecto solo tarda más, aumenta \"timeout\""
    return """
      Se esperaba que los efectos terminaran, pero siguen en marcha tras \(seconds(timeout)).

      Para arreglarlo, si un efecto espera un tiempo, que lo haga con el reloj de las dependencias \
      ("@Dependency(\\.continuousClock)"), no con "Task.sleep", y que la prueba lo avance \
      ("await reloj.advance(by:)"); si es de larga duración, cancélalo\(margen).
      """
  }

  static func taskStillRunning(_ timeout: Duration, audience: TestAudience = .current) -> String {
    let margen =
      audience == .student ? "" : "; si la prueba es tuya y solo tarda más, aumenta \"timeout\""
    return """
      Se esperaba que la tarea terminara, pero sigue en marcha tras \(seconds(timeout)).

      Para arreglarlo, si espera un tiempo, que lo haga con el reloj de las dependencias \
      ("@Dependency(\\.continuousClock)"), no con "Task.sleep", y que la prueba lo avance \
      ("await reloj.advance(by:)"); si es de larga duración, cancélala\(margen).
      """
  }

  static func clockRunTimeout(seconds timeout: Duration, audience: TestAudience = .current) -> String {
    let consejo =
      audience == .student
      ? """
      Para arreglarlo, revisa los temporizadores de tu código: cancela el que ya no haga falta \
      (con ".cancellable(id:)" y ".cancel(id:)") para que no siga pidiendo esperas.
      """
      : """
      Para arreglarlo, cancela los temporizadores que no terminan antes de llamar a \
      "reloj.run()", o usa "reloj.advance(by:)".
      """
    return """
      Se esperaba que terminaran todas las esperas del reloj, pero siguen apareciendo tras \
      \(seconds(timeout)).

      \(consejo)
      """
  }

  /// `1,0 segundos`, `0,5 segundos`, `0,05 segundos`.
  static func seconds(_ duration: Duration) -> String {
    let (s, attoseconds) = duration.components
    let value = Double(s) + Double(attoseconds) / 1e18
    var text = String(format: "%.2f", value)
    if text.hasSuffix("0") { text.removeLast() }
    return "\(text.replacingOccurrences(of: ".", with: ",")) segundos"
  }

  private static func actionList(_ actions: [String]) -> String {
    actions.map { $0.indented(by: 4) }.joined(separator: "\n")
  }
}
