import Foundation
import Motor

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
/// - `causa` (top level, each test, each check): the stable machine code of why it did not pass
///   (``CausasJSON``); `simbolos` lists the missing symbols of `causa: simbolo-ausente`.
public struct DocumentoJSON: Codable, Sendable, Equatable {
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
    /// The student's output during the test, at most ``DocumentoJSON/limiteOutput`` characters.
    public var output: String?
    /// The first hint of a test that did not pass.
    public var pista: String?
    /// The test's body as written in `Tests/Exercises/LeccionNN` (exercism's `test_code`), or `nil`
    /// when it cannot be found.
    public var testCode: String?
    /// The machine code of why it did not pass (``CausasJSON``); absent on a pass.
    public var causa: String? = nil
    /// The exercise it belongs to (`ejercicio` in `leccion.json`, or a per-exercise lesson's list).
    public var ejercicio: Int? = nil
    /// Its lesson, in `todas --json`'s `tests` only.
    public var leccion: Int? = nil

    enum CodingKeys: String, CodingKey {
      case id, name, status, motivo, message, output, pista, causa, ejercicio, leccion
      case testCode = "test_code"
    }
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
    /// The machine code of why it does not hold or could not be checked (``CausasJSON``).
    public var causa: String? = nil
  }

  /// exercism's results format version: `2`.
  public var version: Int
  /// `pass`, `fail` or `error`.
  public var status: String
  /// Why no test ran (the build report, or the internal error), for `status: error`.
  public var message: String?
  /// `compilacion` or `interno` when no test ran.
  public var motivo: String?
  /// The machine code of why no test ran (``CausasJSON``), for `status: error`.
  public var causa: String?
  /// For `causa: simbolo-ausente`, the symbols the hidden tests expect and the student's code lacks.
  public var simbolos: [String]?
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
  /// What the source analyzers found (see ``AnalisisJSON``), in file and line order.
  public var analisis: [AnalisisJSON] = []

  /// Course files of the lesson that are not as the course shipped them (``HuellasCurso``): each
  /// with `ruta` and `cambio` (`modificado`, `borrado`, `añadido`); absent when there are none. With
  /// any, `completada` is `false`.
  public var cursoModificado: [ArchivoCursoJSON]? = nil

  /// One changed course file.
  public struct ArchivoCursoJSON: Codable, Sendable, Equatable {
    /// Path relative to the root.
    public var ruta: String
    /// `modificado`, `borrado` or `añadido`.
    public var cambio: String
  }

  /// Characters of `output` kept per test (exercism's limit).
  public static let limiteOutput = 500

  /// Builds the document for `informe`.
  /// - Parameter codigos: Each test's body by id (``CodigoPrueba``), for `test_code`.
  public init(_ informe: InformeLeccion, codigos: [String: String] = [:]) {
    let declaradas = informe.leccion.metadatos?.pruebas ?? []
    version = 2
    leccion = informe.leccion.numero
    titulo = informe.leccion.titulo
    aprobadas = informe.aprobadas
    total = informe.total
    completada = informe.completada
    codigo = informe.codigoSalida.rawValue
    problemas = informe.textosProblemasInternos
    analisis = informe.analisis.map(AnalisisJSON.init)
    if !informe.cursoModificado.isEmpty {
      cursoModificado = informe.cursoModificado.map { ArchivoCursoJSON(ruta: $0.ruta, cambio: MensajesCurso.nombre($0.tipo)) }
    }
    garantias = []
    let causaLeccion = CausasJSON.leccion(informe.resultado)
    causa = causaLeccion
    switch informe.resultado {
    case .noCompila(let fallo):
      status = "error"
      motivo = "compilacion"
      let ausentes = CausasJSON.simbolos(fallo)
      if !ausentes.isEmpty { simbolos = ausentes }
      let compilador = RedactorCompilacion(estilo: Estilo(color: false)).redactar(fallo, leccion: informe.leccion).joined(separator: "\n")
      message = compilador
      // NB: each test carries the compiler's text too: an exercism runner shows only a test's message.
      tests = declaradas.map {
        Prueba(
          id: $0.id, name: $0.nombre, status: "error", motivo: "compilacion",
          message: MensajesChecker.noSeEjecuto + "\n\n" + compilador, output: nil, pista: nil,
          testCode: codigos[$0.id], causa: causaLeccion)
      }
    case .interrumpida, .errorInterno:
      status = "error"
      motivo = "interno"
      let texto: String
      if case .errorInterno(let error) = informe.resultado {
        texto = MensajesChecker.errorRevision(error, leccion: informe.leccion)
      } else {
        texto = MensajesChecker.interrumpidoInforme
      }
      message = texto
      tests = declaradas.map {
        Prueba(
          id: $0.id, name: $0.nombre, status: "error", motivo: "interno", message: texto, output: nil,
          pista: nil, testCode: codigos[$0.id], causa: causaLeccion)
      }
    case .rechazada(let rechazo):
      status = "error"
      motivo = "rechazada"
      let texto = MensajesChecker.rechazo(rechazo, leccion: informe.leccion)
      message = texto
      tests = declaradas.map {
        Prueba(
          id: $0.id, name: $0.nombre, status: "error", motivo: "rechazada", message: texto, output: nil,
          pista: nil, testCode: codigos[$0.id], causa: causaLeccion)
      }
    case .ejecutada(let ejecucion, let resultadosGarantias):
      status = informe.completada ? "pass" : "fail"
      tests = ejecucion.resultados.map { resultado in
        let declarada = declaradas.first { $0.id == resultado.id }
        let salida = MensajesChecker.salida(resultado)
        var (estado, motivo): (String, String) =
          switch resultado.estado {
          case .pasa: ("pass", "")
          case .fallo: ("fail", "fallo")
          case .crash: ("error", "crash")
          case .tiempo: ("error", "tiempo")
          case .ausente: ("error", "interno")
          }
        var mensaje = resultado.pasa ? nil : MensajesChecker.mensajes(resultado).joined(separator: "\n\n")
        // NB: a test of an exercise that does not compile never ran: exercism's `error`, with that
        // exercise's compiler errors in its own message (not «arriba»).
        if case .ejercicioSinCompilar(let numero) = resultado.causa {
          (estado, motivo) = ("error", "compilacion")
          if let roto = informe.ejercicios.first(where: { $0.ejercicio.numero == numero }) {
            let compilador = RedactorEjercicios(estilo: Estilo(color: false)).redactar(de: roto, leccion: informe.leccion.numero).joined(separator: "\n")
            mensaje = MensajesEjercicios.pruebaSinCompilarJSON(numero) + "\n\n" + compilador
          }
        }
        return Prueba(
          id: resultado.id, name: declarada?.nombre ?? resultado.id, status: estado,
          motivo: motivo.isEmpty ? nil : motivo,
          message: mensaje,
          output: salida.isEmpty ? nil : Self.recortar(salida),
          pista: resultado.pasa ? nil : MensajesErroresTipicos.textoEncabezado(resultado, leccion: informe.leccion) ?? declarada?.pistas.first,
          testCode: codigos[resultado.id], causa: CausasJSON.prueba(resultado),
          ejercicio: RedactorPruebas.ejercicio(de: resultado.id, metadatos: informe.leccion.metadatos))
      }
      garantias = resultadosGarantias.map { garantia in
        switch garantia.estado {
        case .cumple:
          GarantiaJSON(id: garantia.id, name: garantia.nombre, status: "pass")
        case .rota:
          GarantiaJSON(
            id: garantia.id, name: garantia.nombre, status: "fail",
            message: MensajesChecker.detalle(garantia.estado, id: garantia.id), pista: garantia.pista,
            causa: CausasJSON.garantia(garantia.estado))
        case .invalida:
          GarantiaJSON(
            id: garantia.id, name: garantia.nombre, status: "error",
            message: MensajesChecker.detalle(garantia.estado, id: garantia.id),
            causa: CausasJSON.garantia(garantia.estado))
        }
      }
    }
  }

  /// The note that ends a cut `output`.
  static let marcaRecorte = "\n… (recortado)"

  /// `texto` cut so that, note included, it has at most ``limiteOutput`` characters.
  static func recortar(_ texto: String) -> String {
    guard texto.count > limiteOutput else { return texto }
    return String(texto.prefix(limiteOutput - marcaRecorte.count)) + marcaRecorte
  }

  /// Pretty-printed JSON with sorted keys, ending with a newline.
  public static func codificar<T: Encodable>(_ valor: T) -> String {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let datos = try? codificador.encode(valor) else { return "{}\n" }
    return String(decoding: datos, as: UTF8.self) + "\n"
  }
}

/// The `todas --json` document: one ``DocumentoJSON`` per lesson and the exit status.
///
/// `version` and `status` follow exercism's top level (`pass` when every lesson is completed,
/// `error` when none of them ran a test, else `fail`), so tools that read `results.json` read it too.
public struct DocumentoTodasJSON: Codable, Sendable, Equatable {
  /// exercism's results format version: `2`.
  public var version: Int
  /// `pass`, `fail` or `error`.
  public var status: String
  /// The most severe exit status seen.
  public var codigo: Int32
  /// One document per lesson, in display order.
  public var lecciones: [DocumentoJSON]
  /// exercism's `tests`: every lesson's tests in display order, each with its lesson (`leccion`)
  /// and its name prefixed by it (`Lección 3 · Guardar…`), so that names are unique.
  public var tests: [DocumentoJSON.Prueba]
  /// For `status: error`: the first lesson's message (exercism requires one).
  public var message: String?

  /// The document for `lecciones` run with final status `codigo`.
  public init(codigo: Int32, lecciones: [DocumentoJSON]) {
    self.version = 2
    self.codigo = codigo
    self.lecciones = lecciones
    self.status =
      !lecciones.isEmpty && lecciones.allSatisfy(\.completada) ? "pass"
      : lecciones.allSatisfy({ $0.status == "error" }) ? "error" : "fail"
    self.tests = lecciones.flatMap { documento in
      documento.tests.map { prueba in
        var prueba = prueba
        prueba.name = "Lección \(documento.leccion) · " + prueba.name
        prueba.leccion = documento.leccion
        return prueba
      }
    }
    self.message = status == "error" ? lecciones.first?.message ?? MensajesChecker.sinLecciones : nil
  }
}
