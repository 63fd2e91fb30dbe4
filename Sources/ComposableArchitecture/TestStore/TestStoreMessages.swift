import Foundation

/// Every `TestStore` failure, in Spanish, built by one named function each.
///
/// Shape (as in TCA): a headline, the detail (a diff indented four spaces, or a dump), the legend,
/// then "Para arreglarlo, …". The advice names the fix in the code under test first and prefixes the
/// fix in the test with "si la prueba es tuya": students read these failures from hidden tests they
/// cannot edit.
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

  static func stateMismatch<State>(expected: State, actual: State, step: String = "") -> String {
    """
    El estado no cambió como se esperaba\(step).

    \(difference(expected, actual))

    Para arreglarlo, corrige el reducer para que deje el estado esperado (las líneas con "−"); \
    si la prueba es tuya y lo correcto es lo que ocurrió (las líneas con "+"), descríbelo en el \
    cierre final de ese paso (`{ $0.campo = valor }`).
    """
  }

  static func stateChangedUnexpectedly<State>(before: State, after: State, step: String = "") -> String {
    """
    El estado no debía cambiar\(step), pero cambió.

    \(difference(before, after))

    Para arreglarlo, corrige el reducer para que esta acción no cambie el estado; si la prueba \
    es tuya y el cambio es correcto, descríbelo en un cierre final, por ejemplo \
    `{ $0.campo = valor }`.
    """
  }

  static func expectedChangeButNone(step: String = "") -> String {
    """
    Se esperaba que el estado cambiara\(step), pero no cambió.

    El cierre final no modificó el estado (está vacío o asigna los valores que ya tenía). Para \
    arreglarlo, si no esperas ningún cambio, quita el cierre final; si lo esperas, describe en él \
    el cambio.
    """
  }

  static func closureThrew(_ error: any Error) -> String {
    """
    El cierre final lanzó un error:

    \(String(customDumping: error).indented(by: 4))

    Para arreglarlo, evita que el cierre de la aserción lance errores.
    """
  }

  static func mustHandleReceived(_ actions: [String]) -> String {
    let n = actions.count
    let encabezado =
      n == 1
      ? "Debes afirmar 1 acción recibida antes de enviar otra acción."
      : "Debes afirmar \(n) acciones recibidas antes de enviar otra acción."
    return """
      \(encabezado)

        Acciones sin afirmar:
      \(actionList(actions))

      Para arreglarlo, revisa qué efectos devuelve tu reducer: envían acciones que la prueba no \
      espera en este punto. Si la prueba es tuya, añade "await store.receive(…)" para cada una \
      antes de este "send", o sáltalas con "await store.skipReceivedActions()".
      """
  }

  static func unhandledReceivedAtEnd(_ actions: [String]) -> String {
    let n = actions.count
    let encabezado =
      n == 1
      ? "El store recibió 1 acción que no se afirmó."
      : "El store recibió \(n) acciones que no se afirmaron."
    return """
      \(encabezado)

        Acciones sin afirmar:
      \(actionList(actions))

      Para arreglarlo, revisa qué efectos devuelve tu reducer: envían acciones que la prueba no \
      espera. Si la prueba es tuya, afírmalas con "await store.receive(…)", sáltalas con \
      "await store.skipReceivedActions()" o usa un TestStore no exhaustivo: \
      "store.exhaustivity = .off".
      """
  }

  static let effectStillRunning = """
    Un efecto devuelto por esta acción sigue en marcha. Debe terminar antes de que acabe la \
    prueba.

    Para arreglarlo, puedes:

    • Si el efecto espera un tiempo, esperar con el reloj de las dependencias \
    ("@Dependency(\\.continuousClock)"), no con "Task.sleep": la prueba lo sustituye por un \
    "TestClock" y lo avanza con "await reloj.advance(by:)", o por un "ImmediateClock".

    • Si es un efecto de larga duración, hacerlo cancelable con ".cancellable(id:)" y \
    cancelarlo enviando la acción que devuelve ".cancel(id:)".

    • Si la prueba es tuya, esperar a que termine con "await store.finish()", saltarlo con \
    "await store.skipInFlightEffects()" o usar "store.exhaustivity = .off".
    """

  static func unexpectedAction<Action>(expected: Action, received: Action) -> String {
    """
    Se recibió una acción inesperada:

    \(difference(expected, received, legend: receivedLegend))

    Para arreglarlo, corrige el efecto que envía la acción; si la prueba es tuya, afirma las \
    acciones en el orden en que llegan.
    """
  }

  static func unexpectedActionForCase(received: String, expectation: String) -> String {
    """
    Se recibió una acción que no es \(expectation):

    \(received.indented(by: 4))

    Para arreglarlo, corrige el efecto que envía la acción y, si escribiste a mano las rutas de \
    caso ("AllCasePaths"), comprueba que la de este caso extraiga solo su caso. Si la prueba es \
    tuya, afirma las acciones en el orden en que llegan.
    """
  }

  /// No action arrived in time. With effects in flight it gives TCA's advice (a test clock to
  /// advance, an immediate clock, or an explicit `timeout`), worded for a student whose effect
  /// waits on a real clock while hidden tests, which they cannot edit, advance a `TestClock`.
  /// - Parameter explicitTimeout: Whether this assertion passed its own `timeout`.
  static func didNotReceive(
    expectation: String, detail: String?, inFlight: Bool, timeout: Duration,
    explicitTimeout: Bool = false
  ) -> String {
    let margen =
      explicitTimeout
      ? "aumenta el \"timeout\" de esta aserción"
      : "pasa un \"timeout\" explícito a esta aserción"
    let motivo =
      inFlight
      ? """
      No llegó en \(seconds(timeout)), y hay efectos en curso que podrían enviarla.

      Para arreglarlo:

      • Si el efecto que debe enviarla espera un tiempo, haz que espere con el reloj de las \
      dependencias ("@Dependency(\\.continuousClock) var clock" y "try await \
      clock.sleep(for:)"). Las pruebas lo sustituyen por un "TestClock" que avanzan con \
      "await reloj.advance(by:)", o por un "ImmediateClock", y la acción llega al momento. Con \
      "Task.sleep" o un "ContinuousClock()" propio, el efecto espera tiempo real y la acción no \
      llega a tiempo.

      • Si la prueba es tuya y usa un "TestClock", avánzalo lo suficiente antes de este \
      "receive".

      • Si la prueba es tuya y el efecto tarda sin esperar a ningún reloj, \(margen).
      """
      : """
      No hay efectos en curso que puedan enviarla. ¿Se canceló el efecto que debía enviarla, o \
      el reducer no devolvió ese efecto?
      """
    let detalle = detail.map { "\n\n" + $0.indented(by: 4) } ?? ""
    return """
      Se esperaba recibir \(expectation), pero no llegó.\(detalle)

      \(motivo)
      """
  }

  static let noReceivedActionsToSkip = """
    No había acciones recibidas que saltar.

    Para arreglarlo, quita "skipReceivedActions()" o usa "skipReceivedActions(strict: false)".
    """

  static let noInFlightEffectsToSkip = """
    No había efectos en curso que saltar.

    Para arreglarlo, quita "skipInFlightEffects()" o usa "skipInFlightEffects(strict: false)".
    """

  static func effectsStillRunningAfterFinish(_ timeout: Duration) -> String {
    """
    Se esperaba que los efectos terminaran, pero siguen en marcha tras \(seconds(timeout)).

    Para arreglarlo, si un efecto espera un tiempo, que lo haga con el reloj de las dependencias \
    ("@Dependency(\\.continuousClock)"), no con "Task.sleep", y que la prueba lo avance \
    ("await reloj.advance(by:)"); si es de larga duración, cancélalo; si la prueba es tuya y el \
    efecto solo tarda más, aumenta "timeout".
    """
  }

  static func taskStillRunning(_ timeout: Duration) -> String {
    """
    Se esperaba que la tarea terminara, pero sigue en marcha tras \(seconds(timeout)).

    Para arreglarlo, si espera un tiempo, que lo haga con el reloj de las dependencias \
    ("@Dependency(\\.continuousClock)"), no con "Task.sleep", y que la prueba lo avance \
    ("await reloj.advance(by:)"); si es de larga duración, cancélala; si la prueba es tuya y \
    solo tarda más, aumenta "timeout".
    """
  }

  static func clockRunTimeout(seconds timeout: Duration) -> String {
    """
    Se esperaba que terminaran todas las esperas del reloj, pero siguen apareciendo tras \
    \(seconds(timeout)).

    Para arreglarlo, cancela los temporizadores que no terminan antes de llamar a \
    "reloj.run()", o usa "reloj.advance(by:)".
    """
  }

  static func valueMismatch<Value>(expected: Value, actual: Value) -> String {
    """
    Se recibió la acción esperada, pero con otro valor.

    \(difference(expected, actual, legend: receivedLegend))

    Para arreglarlo, corrige el efecto que envía la acción; si la prueba es tuya y el valor \
    recibido es el correcto, corrige el que esperas.
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
