import TallerComun

/// The outcome of one hidden test, as the checker decided it.
public struct ResultadoPruebaOculta: Sendable, Equatable {
  /// Why it passed or not (the `motivo` of `--json`).
  public enum Estado: String, Sendable, Equatable {
    /// The harness reported a pass and the process exited 0.
    case pasa
    /// The harness reported failure messages (`motivo: fallo`).
    case fallo
    /// The process ended without reporting (signal, trap, `exit`) (`motivo: crash`).
    case crash
    /// The time limit expired (`motivo: tiempo`).
    case tiempo
    /// The test is declared in `leccion.json` but not registered in the binary: an internal error.
    case ausente
  }

  /// The test's id.
  public var id: String
  /// The outcome.
  public var estado: Estado
  /// Why it did not pass (`nil` on a pass).
  public var causa: CausaPrueba?
  /// The harness's failure messages, verbatim (empty unless ``causa`` is ``CausaPrueba/fallo``).
  public var mensajes: [String]
  /// The student's output during the test (stdout then stderr, capped, without stack traces).
  public var salida: String
  /// Bytes of output dropped by the cap (the report says so after ``salida``).
  public var bytesDescartados: Int
  /// For a crash, the innermost frame of the crashed thread in the student's code (``TrazaFallo``).
  public var marco: TrazaFallo.Marco? = nil
  /// Seconds the process ran.
  public var duracion: Double
  /// Typical mistakes the test raised, in order (`fallo` only).
  public var errores: [ErrorTipicoLevantado]
  /// The step of the first failure or mistake (`fallo` only; `nil` outside every step).
  public var pasoFallido: String?

  /// One hidden test's result as the checker judged it.
  public init(
    id: String, estado: Estado, causa: CausaPrueba? = nil, mensajes: [String] = [], salida: String = "",
    bytesDescartados: Int = 0, duracion: Double = 0, errores: [ErrorTipicoLevantado] = [],
    pasoFallido: String? = nil
  ) {
    self.id = id
    self.estado = estado
    self.causa = causa
    self.mensajes = mensajes
    self.salida = salida
    self.bytesDescartados = bytesDescartados
    self.duracion = duracion
    self.errores = errores
    self.pasoFallido = pasoFallido
  }

  /// Whether the test passed.
  public var pasa: Bool { estado == .pasa }
}

/// Every declared test of a lesson run against its binary.
public struct EjecucionLeccion: Sendable, Equatable {
  /// One result per test of `leccion.json`, in its order.
  public var resultados: [ResultadoPruebaOculta]
  /// Internal problems (a registered test `leccion.json` does not declare, a `--listar` that
  /// failed); any of them makes the run an internal error.
  public var problemas: [ProblemaEjecucion]
  /// The checker was interrupted while running the tests.
  public var interrumpido: Bool

  /// A run of a lesson's hidden tests: each result, what went wrong around them and whether it was cut short.
  public init(resultados: [ResultadoPruebaOculta], problemas: [ProblemaEjecucion] = [], interrumpido: Bool = false) {
    self.resultados = resultados
    self.problemas = problemas
    self.interrumpido = interrumpido
  }

  /// Tests that passed.
  public var aprobadas: Int { resultados.filter(\.pasa).count }

  /// The failing test the report shows in full: the first that ran, else the first at all (the
  /// tests of an exercise that does not compile wait for it: its errors are shown already).
  public var primeraQueFalla: ResultadoPruebaOculta? {
    resultados.first { !$0.pasa && !$0.sinEjecutar } ?? resultados.first { !$0.pasa }
  }
}

extension ResultadoPruebaOculta {
  /// Not run because its exercise does not compile (``CausaPrueba/ejercicioSinCompilar(numero:)``).
  public var sinEjecutar: Bool {
    if case .ejercicioSinCompilar = causa { return true }
    return false
  }
}
