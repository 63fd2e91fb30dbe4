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
    public var id: String
    public var name: String
    public var status: String
    public var motivo: String?
    public var message: String?
    public var output: String?
    public var pista: String?
  }

  /// One compile-time check.
  public struct GarantiaJSON: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var status: String
    public var message: String?
    public var pista: String?
  }

  public var version: Int
  public var status: String
  public var message: String?
  public var motivo: String?
  public var leccion: Int
  public var titulo: String
  public var aprobadas: Int
  public var total: Int
  public var completada: Bool
  public var codigo: Int32
  public var tests: [Prueba]
  public var garantias: [GarantiaJSON]
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
  public var codigo: Int32
  public var lecciones: [InformeJSON]
}
