import ComposableArchitecture

/// Thrown by ``requerir(_:_:fileID:line:)`` to end the test; its message is already recorded.
struct RequisitoIncumplido: Error {}

/// Checks a condition and records `mensaje` as a failure of the running test if it is false; the test
/// goes on.
///
/// Like Swift Testing's `#expect`. The message is Spanish and says what behaviour was expected.
///
/// ```swift
/// esperar(store.state.cuenta > 0, "Tras pulsar «+», la cuenta debería ser positiva.")
/// ```
public func esperar(
  _ condicion: Bool, _ mensaje: @autoclosure () -> String,
  fileID: StaticString = #fileID, line: UInt = #line
) {
  if !condicion { anotarFallo(mensaje(), fileID: fileID, line: line) }
}

/// Checks that `valor` equals `esperado`; on a difference records `mensaje` followed by the runtime's
/// `diff` (lines `−` expected, `+` actual, with the legend `(Esperado: −, Real: +)`) as a failure of
/// the running test. The test goes on.
///
/// - Parameters:
///   - valor: What the student's code produced.
///   - esperado: What the lesson expects.
///   - mensaje: Spanish sentence saying which behaviour was wrong.
public func esperarIgual<T: Equatable>(
  _ valor: T, _ esperado: T, _ mensaje: @autoclosure () -> String,
  fileID: StaticString = #fileID, line: UInt = #line
) {
  guard valor != esperado else { return }
  anotarFallo(
    MensajesArnes.distintos(mensaje(), esperado: esperado, real: valor), fileID: fileID, line: line
  )
}

/// Checks a condition; if it is false, records `mensaje` and ends the test (throws).
///
/// Like Swift Testing's `#require`: use it when the rest of the test makes no sense without it.
/// - Throws: An error the harness recognises; the message is recorded only once.
public func requerir(
  _ condicion: Bool, _ mensaje: @autoclosure () -> String,
  fileID: StaticString = #fileID, line: UInt = #line
) throws {
  guard condicion else {
    anotarFallo(mensaje(), fileID: fileID, line: line)
    throw RequisitoIncumplido()
  }
}

/// Unwraps `valor`; if it is `nil`, records `mensaje` and ends the test (throws).
///
/// ```swift
/// let primera = try requerir(store.state.tareas.first, "La lista debería tener una tarea.")
/// ```
/// - Returns: The unwrapped value.
/// - Throws: An error the harness recognises; the message is recorded only once.
public func requerir<T>(
  _ valor: T?, _ mensaje: @autoclosure () -> String,
  fileID: StaticString = #fileID, line: UInt = #line
) throws -> T {
  guard let valor else {
    anotarFallo(mensaje(), fileID: fileID, line: line)
    throw RequisitoIncumplido()
  }
  return valor
}

/// Runs `operacion` and checks that the runtime reported a warning whose message contains `texto`.
///
/// Matching warnings are expected, so they do not fail the test. A warning that does not contain
/// `texto` still fails it, as it would outside this call. If no warning matches, the test fails
/// with a message listing the warnings seen (if any).
///
/// ```swift
/// await esperarAviso(contiene: "acción no controlada") {
///   await store.send(.desconocida)
/// }
/// ```
@MainActor public func esperarAviso(
  contiene texto: String,
  fileID: StaticString = #fileID, line: UInt = #line,
  _ operacion: @MainActor () async throws -> Void
) async rethrows {
  let captador = CaptadorAvisos(anteriores: IssueReporters.current)
  try await withIssueReporters([captador]) { try await operacion() }
  let avisos = captador.avisos
  let coinciden = avisos.filter { $0.message.contains(texto) }
  for aviso in avisos where !aviso.message.contains(texto) { captador.reenviar(aviso) }
  if coinciden.isEmpty {
    anotarFallo(
      MensajesArnes.avisoAusente(texto, vistos: avisos.map(\.message)), fileID: fileID, line: line)
  }
}

/// Runs `operacion` and checks that the runtime reported no warning during it.
///
/// Outside this call a warning fails the test too; use it to state the expectation explicitly, with
/// a message that lists the warnings seen.
@MainActor public func sinAvisos(
  fileID: StaticString = #fileID, line: UInt = #line,
  _ operacion: @MainActor () async throws -> Void
) async rethrows {
  let captador = CaptadorAvisos(anteriores: IssueReporters.current)
  try await withIssueReporters([captador]) { try await operacion() }
  let avisos = captador.avisos
  if !avisos.isEmpty {
    anotarFallo(MensajesArnes.avisosInesperados(avisos.map(\.message)), fileID: fileID, line: line)
  }
}
