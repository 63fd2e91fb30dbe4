/// One line of the harness's event channel (JSON Lines), read by the checker.
///
/// The harness writes events only to the file named by the environment variable `TALLER_EVENTOS`,
/// never to standard output, so the student's `print`s cannot be mistaken for results. Each event is
/// one JSON object on one line, appended with a single `write`:
///
/// ```text
/// {"formato":1,"ids":["sumaUno","restaUno"],"tipo":"lista"}
/// {"formato":1,"id":"sumaUno","tipo":"inicio"}
/// {"duracion":0.004,"estado":"falla","formato":1,"id":"sumaUno","mensajes":["…"],"tipo":"resultado"}
/// {"duracion":0.01,"errores":[{"id":"reinicia-solo-si-positivo","parametros":{"desde":"-3"},"paso":"desde-negativo"}],"estado":"falla","formato":1,"id":"contadorVuelveACero","mensajes":["…"],"pasoFallido":"desde-negativo","tipo":"resultado"}
/// ```
///
/// - `lista`: answer to `--listar`, every registered id in registration order.
/// - `inicio`: a test is about to run (so a crash can be told apart from a test that never started).
/// - `paso`, `fallo`, `error`: sent while the test runs (a step starts or ends, the first failure is
///   recorded, a typical mistake is raised), so the checker knows where a test that crashes or
///   times out was, and what it had recognised, even without a `resultado`.
/// - `resultado`: the test finished: `estado` is `pasa`, `falla` or `tiempo` (the harness's own
///   watchdog fired); `mensajes` are the failure messages, verbatim; `duracion` is in seconds;
///   `errores` the typical mistakes raised (absent if none); `pasoFallido` the step where the first
///   failure or mistake was recorded (absent if none or outside every step).
///
/// The harness writes it and the checker reads it with this one type (`TallerComun`, which both
/// link; the checker never links the harness, so a broken lesson cannot break it).
public struct EventoArnes: Codable, Sendable, Equatable {
  /// What an event reports.
  public enum Tipo: String, Codable, Sendable {
    /// The registered ids (`--listar`).
    case lista
    /// A test started.
    case inicio
    /// A test finished.
    case resultado
    /// A step started (`paso` names it) or ended (`paso` names the enclosing step, or is absent).
    case paso
    /// The test's first failure was recorded, in step `paso` (absent: outside every step).
    case fallo
    /// A typical mistake was raised (`errores` holds it).
    case error
  }

  /// How a test finished.
  public enum Estado: String, Codable, Sendable {
    /// Every assertion held and nothing was reported.
    case pasa
    /// At least one failure message.
    case falla
    /// The harness's watchdog stopped the test at its time limit.
    case tiempo
  }

  /// Version of this format; today `1`.
  public var formato: Int
  /// What this event reports.
  public var tipo: Tipo
  /// The test's id (`inicio`, `resultado`).
  public var id: String?
  /// Every registered id (`lista`).
  public var ids: [String]?
  /// The outcome (`resultado`).
  public var estado: Estado?
  /// Failure messages in the order they were reported (`resultado`).
  public var mensajes: [String]?
  /// Seconds the test body took (`resultado`).
  public var duracion: Double?
  /// The per-process secret, only on a `resultado` that says `pasa` (see `SecretoResultados`); the
  /// checker ignores a `pasa` without the secret it handed to this process.
  public var firma: String?
  /// Typical mistakes raised, in order (`resultado`; `nil` when none).
  public var errores: [ErrorTipicoLevantado]?
  /// The step of the first failure or mistake (`resultado`; `nil` when none or outside every step).
  public var pasoFallido: String?
  /// The step an event is about (`paso`, `fallo`; `nil` outside every step).
  public var paso: String?

  /// The current version of the format.
  public static let formatoActual = 1

  /// Creates an event of format `formato` (by default the current one).
  public init(
    formato: Int = EventoArnes.formatoActual, tipo: Tipo, id: String? = nil, ids: [String]? = nil, estado: Estado? = nil,
    mensajes: [String]? = nil, duracion: Double? = nil, firma: String? = nil,
    errores: [ErrorTipicoLevantado]? = nil, pasoFallido: String? = nil, paso: String? = nil
  ) {
    self.formato = formato
    self.tipo = tipo
    self.id = id
    self.ids = ids
    self.estado = estado
    self.mensajes = mensajes
    self.duracion = duracion
    self.firma = firma
    self.errores = errores
    self.pasoFallido = pasoFallido
    self.paso = paso
  }
}
