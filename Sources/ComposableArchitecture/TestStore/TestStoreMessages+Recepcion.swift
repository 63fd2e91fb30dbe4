/// The `TestStore.receive` failures: another action, another case, another value, a case key path
/// whose hand-written `extract` rejects its own case, or nothing at all.
///
/// They name the case key path the test expected (`"\.datosRecibidos"`) and the case of what
/// arrived, because a student reading a hidden test cannot open it to see what `receive` waited for.
extension TestStoreMessages {
  /// `receive(acción)` got another action first.
  /// - Parameters:
  ///   - expectedCase: The case key path of the expected action (`\.respuesta`), if an enum.
  ///   - receivedCase: The case key path of what arrived.
  ///   - arrivesLater: Whether the expected action is queued after this one (TCA's "before this
  ///     one").
  static func unexpectedAction<Action>(
    expected: Action, received: Action, expectedCase: String?, receivedCase: String?,
    arrivesLater: Bool = false, audience: TestAudience = .current
  ) -> String {
    let antes = arrivesLater ? " antes de la esperada" : ""
    let consejo: String
    if audience == .student {
      let casos: String
      if let expectedCase, let receivedCase, expectedCase != receivedCase {
        casos = "llegó una del caso \"\(receivedCase)\" y la prueba esperaba una del caso \"\(expectedCase)\""
      } else if let expectedCase {
        casos = "llegó una del caso \"\(expectedCase)\", pero con otro valor (las líneas con \"+\")"
      } else {
        casos = "llegó otra (las líneas con \"+\")"
      }
      let orden = arrivesLater ? " La esperada llega después: tu código envía antes esta otra." : ""
      consejo = "Para arreglarlo, revisa qué acción envía tu código en este paso: \(casos).\(orden)"
    } else {
      consejo = """
        Para arreglarlo, corrige el efecto que envía la acción; si la prueba es tuya, comprueba las \
        acciones en el orden en que llegan.
        """
    }
    return """
      Se recibió una acción inesperada\(antes):

      \(difference(expected, received, legend: receivedLegend))

      \(consejo)
      """
  }

  /// `receive(\.caso)` got an action of another case (or of a case its path could not name).
  /// - Parameters:
  ///   - expectedCase: `\.datosRecibidos`, or `nil` when a level's name is unknown.
  ///   - received: The dump of the action that arrived.
  ///   - receivedCase: Its case key path (`\.errorRecibido`), if an enum.
  ///   - unnamed: With `expectedCase` unknown, the origin of the level that did not extract: a
  ///     case path built in a helper, whose file the student can still open.
  static func receivedOtherCase(
    expectedCase: String?, received: String, receivedCase: String?, unnamed: CasePathOrigin? = nil,
    arrivesLater: Bool = false, audience: TestAudience = .current
  ) -> String {
    let llegada = receivedCase.map { "una acción del caso \"\($0)\"" } ?? "una acción"
    let encabezado =
      expectedCase.map { "Se recibió \(llegada); se esperaba una del caso \"\($0)\":" }
      ?? "Se recibió \(llegada), que el case key path esperado no reconoce:"
    let antes = arrivesLater ? " La esperada llega después: tu código envía antes esta otra." : ""
    let origen = unnamed.map {
      """


      El "AnyCasePath" de ese case key path se construye en "\($0.function)" ("\($0.fileID)", \
      línea \($0.line)), y su "extract" devolvió "nil" para esta acción.
      """
    } ?? ""
    let consejo: String
    switch (audience, expectedCase) {
    case (.student, let expectedCase?):
      consejo = """
        Para arreglarlo, revisa qué acción envía tu código en este paso: la prueba espera una del \
        caso "\(expectedCase)".\(antes)
        """
    case (.student, nil):
      consejo = """
        Para arreglarlo, si escribiste a mano los case key paths ("AllCasePaths"), haz que el \
        "extract" de cada caso reconozca su caso y solo ese; si ya lo hacen, revisa qué acción \
        envía tu código en este paso.\(antes)
        """
    case (.testAuthor, _):
      consejo = """
        Para arreglarlo, corrige el efecto que envía la acción y, si escribiste a mano los case \
        key paths ("AllCasePaths"), comprueba que el de este caso extraiga solo su caso. Si la \
        prueba es tuya, comprueba las acciones en el orden en que llegan.
        """
    }
    return """
      \(encabezado)

      \(received.indented(by: 4))\(origen)

      \(consejo)
      """
  }

  /// `receive { condición }` got an action that does not satisfy it.
  static func receivedNotMatching(
    received: String, receivedCase: String?, arrivesLater: Bool = false,
    audience: TestAudience = .current
  ) -> String {
    let llegada = receivedCase.map { "una acción del caso \"\($0)\"" } ?? "una acción"
    let antes = arrivesLater ? " La esperada llega después: tu código envía antes esta otra." : ""
    let consejo =
      audience == .student
      ? "Para arreglarlo, revisa qué acción envía tu código en este paso.\(antes)"
      : """
      Para arreglarlo, corrige el efecto que envía la acción; si la prueba es tuya, comprueba las \
      acciones en el orden en que llegan.
      """
    return """
      Se recibió \(llegada) que no cumple la condición esperada:

      \(received.indented(by: 4))

      \(consejo)
      """
  }

  /// `receive(\.caso)` got an action of that very case, but the hand-written `extract` of one
  /// level returned `nil` for it. No advice about the test: the fix is always in the case path.
  /// - Parameters:
  ///   - expectedCase: The whole case key path (`\.perfil.datosRecibidos`), or `nil`.
  ///   - received: The dump of the action that arrived.
  ///   - origin: The level whose `extract` returned `nil`: its case name and file.
  ///   - value: The dump of the value that level got (the received action itself at level 0).
  static func extractRejectedOwnCase(
    expectedCase: String?, received: String, origin: CasePathOrigin, value: String
  ) -> String {
    let camino = expectedCase ?? "\\.\(origin.name ?? origin.function)"
    return """
      Se recibió una acción del caso "\(camino)", pero el case key path "\(camino)" no la \
      reconoce:

      \(received.indented(by: 4))

      \(TestStoreMessages.rejectedOwnCaseExplanation(origin: origin, value: value))
      """
  }

  /// The explanation shared by `TestStore` failures and runtime warnings when a hand-written
  /// `extract` returns `nil` for a value of its own case.
  static func rejectedOwnCaseExplanation(origin: CasePathOrigin, value: String) -> String {
    let name = origin.name ?? origin.function
    return """
    El "extract" de "\(name)", escrito a mano en "\(origin.fileID)" (línea \(origin.line)), \
    devolvió "nil" para este valor, que es de su propio caso:

    \(value.indented(by: 4))

    Para arreglarlo, haz que ese "extract" devuelva el valor asociado cuando recibe un \
    ".\(name)" (un "guard case" que nombre ".\(name)", no otro caso) y "nil" solo para los \
    demás casos.
    """
  }

  /// `receive(\.caso, valor)` got that case with another value.
  static func valueMismatch<Value>(
    expected: Value, actual: Value, expectedCase: String?, audience: TestAudience = .current
  ) -> String {
    let encabezado =
      expectedCase.map { "Se recibió una acción del caso \"\($0)\", pero con otro valor." }
      ?? "Se recibió la acción esperada, pero con otro valor."
    let consejo =
      audience == .student
      ? """
      Para arreglarlo, revisa el valor que envía tu código con \
      \(expectedCase.map { "\"\($0)\"" } ?? "esa acción"): la prueba espera el de la línea "−".
      """
      : """
      Para arreglarlo, corrige el efecto que envía la acción; si la prueba es tuya y el valor \
      recibido es el correcto, corrige el que esperas.
      """
    return """
      \(encabezado)

      \(difference(expected, actual, legend: receivedLegend))

      \(consejo)
      """
  }

  /// In a non-exhaustive test, the action of the expected case that did arrive, with another
  /// value: `Llegó "Lista.Action.borrarFila(1)"; se esperaba "Lista.Action.borrarFila(3)".`
  static func closestOfSameCase(arrived: String, expected: String) -> String {
    "Llegó \"\(arrived)\"; se esperaba \"\(expected)\"."
  }

  /// What `didNotReceive` says it waited for: `una acción del caso "\.borrarFila" con el valor 3`,
  /// or the value apart (`detail`) when its dump spans several lines.
  static func expectation(caseText: String?, value: String?) -> (text: String, detail: String?) {
    let caso = caseText.map { "una acción del caso \"\($0)\"" } ?? "una acción del case key path esperado"
    guard let value else { return (caso, nil) }
    if value.contains("\n") { return (caso + " con este valor", value) }
    return (caso + " con el valor \(value)", nil)
  }

  /// No action arrived in time. With effects in flight it gives TCA's advice (a test clock to
  /// advance, an immediate clock, or an explicit `timeout`), worded for a student whose effect
  /// waits on a real clock while hidden tests, which they cannot edit, advance a `TestClock`.
  /// - Parameters:
  ///   - explicitTimeout: Whether this assertion passed its own `timeout`.
  ///   - closest: ``closestOfSameCase(arrived:expected:)``, in a non-exhaustive test where an
  ///     action of the expected case arrived with another value.
  static func didNotReceive(
    expectation: String, detail: String?, inFlight: Bool, timeout: Duration,
    explicitTimeout: Bool = false, closest: String? = nil, audience: TestAudience = .current
  ) -> String {
    let margen =
      explicitTimeout
      ? "aumenta el \"timeout\" de esta aserción"
      : "pasa un \"timeout\" explícito a esta aserción"
    let prueba =
      audience == .student
      ? ""
      : """


      • Si la prueba es tuya y usa un "TestClock", avánzalo lo suficiente antes de este \
      "receive".

      • Si la prueba es tuya y el efecto tarda sin esperar a ningún reloj, \(margen).
      """
    let reloj = """
      • Si el efecto que debe enviarla espera un tiempo, haz que espere con el reloj de las \
      dependencias ("@Dependency(\\.continuousClock) var clock" y "try await \
      clock.sleep(for:)"). Las pruebas lo sustituyen por un "TestClock" que avanzan con \
      "await reloj.advance(by:)", o por un "ImmediateClock", y la acción llega al momento. Con \
      "Task.sleep" o un "ContinuousClock()" propio, el efecto espera tiempo real y la acción no \
      llega a tiempo.
      """
    let motivo =
      inFlight
      ? """
      No llegó en \(seconds(timeout)), y hay efectos en curso que podrían enviarla.

      Para arreglarlo:

      \(reloj)\(prueba)
      """
      : """
      No hay efectos en curso que puedan enviarla. ¿Se canceló el efecto que debía enviarla, o \
      el reducer no devolvió ese efecto?
      """
    let detalle = detail.map { "\n\n" + $0.indented(by: 4) } ?? ""
    let cercana = closest.map { "\n\n" + $0 } ?? ""
    return """
      Se esperaba recibir \(expectation), pero no llegó.\(detalle)\(cercana)

      \(motivo)
      """
  }
}
