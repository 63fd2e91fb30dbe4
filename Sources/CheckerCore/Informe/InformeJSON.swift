import Foundation

/// The `--json` document: exercism's test-runner `results.json` (version 2) plus our fields.
///
/// ```json
/// {"version": 2, "status": "fail", "leccion": 3, "titulo": "…", "aprobadas": 5, "total": 7,
///  "completada": false, "codigo": 1,
///  "tests": [{"id": "…", "name": "…", "status": "fail", "motivo": "fallo", "message": "…",
///             "output": "…", "pista": "…"}],
///  "garantias": [{"id": "…", "name": "…", "status": "pass"}], "problemas": []}
/// ```
/// - `status`: `pass` (completed), `fail` (tests ran, something failed), `error` (no test ran:
///   the build failed, or an internal error; `message` says why).
/// - `tests[].status`: `pass`; `fail` for a failed assertion; `error` for a crash, a time-out, a
///   test that never ran. `motivo`: `fallo`, `crash`, `tiempo`, `compilacion` or `interno`.
/// - `output`: what the student's code printed during the test, at most 500 characters.
public struct InformeJSON: Codable, Sendable, Equatable {
  /// One test.
  public struct Prueba: Codable, Sendable, Equatable {
    /// The test's id in `leccion.json`.
    public var id: String
    /// Its display name (exercism's `name`).
    public var name: String
    /// `pass`, `fail` or `error`.
    public var status: String
    /// `fallo`, `crash`, `tiempo`, `compilacion` or `interno`; absent on a pass.
    public var motivo: String?
    /// The failure messages, verbatim, separated by a blank line.
    public var message: String?
    /// The student's output during the test, at most ``InformeJSON/limiteOutput`` characters.
    public var output: String?
    /// The first hint of a test that did not pass.
    public var pista: String?
  }

  /// One compile-time check.
  public struct GarantiaJSON: Codable, Sendable, Equatable {
    /// The file name without `.swift`.
    public var id: String
    /// Its display name.
    public var name: String
    /// `pass` (holds), `fail` (broken) or `error` (could not be checked).
    public var status: String
    /// Why it is broken or could not be checked.
    public var message: String?
    /// The hint of a broken check.
    public var pista: String?
  }

  /// exercism's results format version: `2`.
  public var version: Int
  /// `pass`, `fail` or `error`.
  public var status: String
  /// Why no test ran (the build report, or the internal error), for `status: error`.
  public var message: String?
  /// `compilacion` or `interno` when no test ran.
  public var motivo: String?
  /// The lesson number.
  public var leccion: Int
  /// The lesson title.
  public var titulo: String
  /// Tests passed.
  public var aprobadas: Int
  /// Tests declared.
  public var total: Int
  /// Every test passed and every compile-time check held.
  public var completada: Bool
  /// The exit status of the run.
  public var codigo: Int32
  /// One entry per declared test, in `leccion.json` order.
  public var tests: [Prueba]
  /// One entry per compile-time check.
  public var garantias: [GarantiaJSON]
  /// Internal problems (unregistered or undeclared tests, unusable checks).
  public var problemas: [String]

  /// Characters of `output` kept per test (exercism's limit).
  public static let limiteOutput = 500

  /// Builds the document for `informe`.
  public init(_ informe: InformeLeccion) {
    let declaradas = informe.leccion.metadatos?.pruebas ?? []
    version = 2
    leccion = informe.leccion.numero
    titulo = informe.leccion.titulo
    aprobadas = informe.aprobadas
    total = informe.total
    completada = informe.completada
    codigo = informe.codigoSalida.rawValue
    problemas = informe.problemasInternos
    garantias = []
    switch informe.resultado {
    case .noCompila(let fallo):
      status = "error"
      motivo = "compilacion"
      message = InformeCompilacion(estilo: Estilo(color: false))
        .lineas(fallo, leccion: informe.leccion).joined(separator: "\n")
      tests = declaradas.map {
        Prueba(
          id: $0.id, name: $0.nombre, status: "error", motivo: "compilacion",
          message: MensajesChecker.noSeEjecuto, output: nil, pista: nil)
      }
    case .interrumpida, .errorInterno:
      status = "error"
      motivo = "interno"
      if case .errorInterno(let detalle) = informe.resultado { message = detalle } else {
        message = MensajesChecker.interrumpidoInforme
      }
      tests = []
    case .ejecutada(let ejecucion, let resultadosGarantias):
      status = informe.completada ? "pass" : "fail"
      tests = ejecucion.resultados.map { resultado in
        let declarada = declaradas.first { $0.id == resultado.id }
        let (estado, motivo): (String, String) =
          switch resultado.estado {
          case .pasa: ("pass", "")
          case .fallo: ("fail", "fallo")
          case .crash: ("error", "crash")
          case .tiempo: ("error", "tiempo")
          case .ausente: ("error", "interno")
          }
        return Prueba(
          id: resultado.id, name: declarada?.nombre ?? resultado.id, status: estado,
          motivo: motivo.isEmpty ? nil : motivo,
          message: resultado.pasa ? nil : resultado.mensajes.joined(separator: "\n\n"),
          output: resultado.salida.isEmpty ? nil : Self.recortar(resultado.salida),
          pista: resultado.pasa ? nil : declarada?.pistas.first)
      }
      garantias = resultadosGarantias.map { garantia in
        switch garantia.estado {
        case .cumple:
          GarantiaJSON(id: garantia.id, name: garantia.nombre, status: "pass")
        case .rota(let detalle):
          GarantiaJSON(id: garantia.id, name: garantia.nombre, status: "fail", message: detalle, pista: garantia.pista)
        case .invalida(let detalle):
          GarantiaJSON(id: garantia.id, name: garantia.nombre, status: "error", message: detalle)
        }
      }
    }
  }

  /// `texto` cut to ``limiteOutput`` characters, with a note.
  static func recortar(_ texto: String) -> String {
    guard texto.count > limiteOutput else { return texto }
    return String(texto.prefix(limiteOutput)) + "\n… (recortado)"
  }

  /// Pretty-printed JSON with sorted keys, ending with a newline.
  public static func codificar<T: Encodable>(_ valor: T) -> String {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let datos = try? codificador.encode(valor) else { return "{}\n" }
    return String(decoding: datos, as: UTF8.self) + "\n"
  }
}

/// The `todas --json` document: one ``InformeJSON`` per lesson and the exit status.
public struct InformeTodasJSON: Codable, Sendable, Equatable {
  /// The most severe exit status seen.
  public var codigo: Int32
  /// One document per lesson, in display order.
  public var lecciones: [InformeJSON]
}
