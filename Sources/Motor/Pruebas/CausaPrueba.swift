/// Why a hidden test did not pass, as the engine decided it. The command-line layer turns it into
/// the Spanish explanation (`MensajesChecker.explicacion(_:)`) and into the `--json` machine code.
public enum CausaPrueba: Sendable, Equatable {
  /// The harness reported failure messages (kept verbatim in ``ResultadoPruebaOculta/mensajes``).
  case fallo
  /// The time limit expired; the limit actually applied, in seconds.
  case tiempoAgotado(limiteSegundos: Double)
  /// The process ended without reporting a pass: how it ended, whether it had already reported a
  /// result, and the Swift runtime's fatal lines (at most three).
  case detenido(ResultadoProceso.Terminacion, trasResultado: Bool, fatales: [String])
  /// A pass without the process's secret: written by the student's code, not by the harness.
  case resultadoFalsificado
  /// `leccion.json` declares the test but the binary does not register it (an internal error).
  case noRegistrada
  /// The test binary could not be started (an internal error); its path.
  case binarioNoArranca(ruta: String)
  /// Not run: exercise `numero` of a per-exercise lesson, which this test belongs to, does not
  /// compile (it counts as a failure).
  case ejercicioSinCompilar(numero: Int)
}

/// Something wrong with a lesson's run that is not any one test's outcome (an internal error).
public enum ProblemaEjecucion: Sendable, Equatable {
  /// The binary registers a test `leccion.json` does not declare; its id.
  case pruebaNoDeclarada(id: String)
  /// `--listar` did not produce a list; what the binary wrote on stderr (may be empty).
  case listadoFallido(detalle: String)
  /// The test binary could not be started; its path.
  case binarioNoArranca(ruta: String)
}
