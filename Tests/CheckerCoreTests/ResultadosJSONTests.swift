import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// Whole `--json` documents, one per status, against goldens in `Fixtures/ResultadosJSON/` (as
/// exercism's test runners keep an `expected_results.json` per case), and each one checked against
/// exercism's results format, version 2 (#31.7). `TALLER_REGENERAR_JSON=1 swift test --filter
/// ResultadosJSONTests` rewrites the goldens after a deliberate change; review the diff.
@Suite("Documentos --json enteros: uno por estado")
struct ResultadosJSONTests {
  static let carpeta = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/ResultadosJSON")

  /// Lesson 1 of ``TallerTemporal`` (tests `subeUno`, `bajaUno`) with `resultado`.
  static func informe(_ temporal: TallerTemporal, _ resultado: (Leccion) -> InformeLeccion.Resultado) throws -> InformeLeccion {
    let leccion = try #require(try Catalogo.cargar(temporal.taller).leccion(numero: 1))
    return InformeLeccion(leccion: leccion, resultado: resultado(leccion))
  }

  static func ejecutada(_ baja: ResultadoPruebaOculta) -> InformeLeccion.Resultado {
    .ejecutada(EjecucionLeccion(resultados: [ResultadoPruebaOculta(id: "subeUno", estado: .pasa), baja]), garantias: [])
  }

  /// The documents by golden name.
  static func documentos(_ temporal: TallerTemporal) throws -> [(String, DocumentoJSON)] {
    let fallo = ResultadoPruebaOculta(
      id: "bajaUno", estado: .fallo, causa: .fallo,
      mensajes: ["Se esperaba que `grados` fuera 19, pero es 20."], salida: "bajando…\n")
    let tiempo = ResultadoPruebaOculta(id: "bajaUno", estado: .tiempo, causa: .tiempoAgotado(limiteSegundos: 2))
    let crash = ResultadoPruebaOculta(
      id: "bajaUno", estado: .crash,
      causa: .detenido(.senal(4), trasResultado: false, fatales: ["Fatal error: Index out of range"]))
    let salida = temporal.taller.raiz.path
      + "/Sources/Workbook/Leccion01/Termostato.swift:5:9: error: cannot find 'gardos' in scope\n"
    return [
      ("pass", DocumentoJSON(try informe(temporal) { _ in ejecutada(ResultadoPruebaOculta(id: "bajaUno", estado: .pasa)) })),
      ("fail", DocumentoJSON(try informe(temporal) { _ in ejecutada(fallo) })),
      ("timeout", DocumentoJSON(try informe(temporal) { _ in ejecutada(tiempo) })),
      ("crash", DocumentoJSON(try informe(temporal) { _ in ejecutada(crash) })),
      ("error", DocumentoJSON(try informe(temporal) { leccion in
        .noCompila(FalloCompilacion.clasificar(
          salida: salida, taller: temporal.taller, leccion: leccion, fuente: .copiaDeTrabajo, tabla: TablaDiagnosticos(entradas: [])))
      })),
    ]
  }

  /// What exercism's format v2 requires of a document: the problems found (empty when valid).
  static func problemasFormato(_ json: [String: Any]) -> [String] {
    var problemas: [String] = []
    if json["version"] as? Int != 2 { problemas.append("version no es 2") }
    let status = json["status"] as? String
    if !["pass", "fail", "error"].contains(status ?? "") { problemas.append("status «\(status ?? "nada")»") }
    if status == "error", (json["message"] as? String ?? "").isEmpty { problemas.append("error sin message") }
    guard let tests = json["tests"] as? [[String: Any]] else { return problemas + ["sin tests[]"] }
    if status != "error", tests.isEmpty { problemas.append("tests[] vacío con status \(status ?? "")") }
    var nombres = Set<String>()
    for prueba in tests {
      let nombre = prueba["name"] as? String ?? ""
      if nombre.isEmpty || !nombres.insert(nombre).inserted { problemas.append("name vacío o repetido: «\(nombre)»") }
      let estado = prueba["status"] as? String ?? ""
      if !["pass", "fail", "error"].contains(estado) { problemas.append("\(nombre): status «\(estado)»") }
      if estado != "pass", (prueba["message"] as? String ?? "").isEmpty { problemas.append("\(nombre): \(estado) sin message") }
      if let salida = prueba["output"] as? String, salida.count > 500 { problemas.append("\(nombre): output de más de 500") }
    }
    return problemas
  }

  @Test("Cada estado (pass, fail, error, timeout, crash) da exactamente su documento, que cumple el formato de exercism")
  func goldens() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let regenerar = ProcessInfo.processInfo.environment["TALLER_REGENERAR_JSON"] == "1"
    for (nombre, documento) in try Self.documentos(temporal) {
      let texto = DocumentoJSON.codificar(documento)
      let golden = Self.carpeta.appendingPathComponent("\(nombre).json")
      if regenerar { try Data(texto.utf8).write(to: golden) }
      let esperado = try String(contentsOf: golden, encoding: .utf8)
      #expect(texto == esperado, "\(nombre).json cambió:\n\(texto)")
      let objeto = try #require(try JSONSerialization.jsonObject(with: Data(texto.utf8)) as? [String: Any])
      #expect(Self.problemasFormato(objeto).isEmpty, "\(nombre): \(Self.problemasFormato(objeto))")
    }
  }

  @Test("Los estados de cada prueba: timeout y crash son error, un fallo es fail con su mensaje")
  func estados() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let porNombre = Dictionary(uniqueKeysWithValues: try Self.documentos(temporal))
    #expect(porNombre["pass"]?.status == "pass" && porNombre["pass"]?.completada == true)
    #expect(porNombre["fail"]?.tests.map(\.status) == ["pass", "fail"])
    #expect(porNombre["timeout"]?.tests.last?.status == "error" && porNombre["timeout"]?.tests.last?.motivo == "tiempo")
    #expect(porNombre["crash"]?.tests.last?.status == "error" && porNombre["crash"]?.tests.last?.motivo == "crash")
    let error = try #require(porNombre["error"])
    #expect(error.status == "error")
    #expect(error.tests.allSatisfy { $0.status == "error" && ($0.message ?? "").contains("cannot find 'gardos' in scope") })
  }

  @Test("Una prueba de un ejercicio que no compila: error, con los errores de ese ejercicio en su message")
  func ejercicioSinCompilar() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let declarado = EjercicioDeclarado(
      numero: 1, titulo: "Bajar", archivos: ["Termostato.swift"], pruebas: ["bajaUno"],
      diagnostico: "cannot find", explicacion: "x", dondeMirar: "la línea 5 de Termostato.swift")
    let error = DiagnosticoCompilador(
      archivo: "Sources/Workbook/Leccion01/Termostato.swift", linea: 5, columna: 9, severidad: .error,
      mensaje: "cannot find 'gardos' in scope")
    var informe = try Self.informe(temporal) { _ in
      Self.ejecutada(ResultadoPruebaOculta(id: "bajaUno", estado: .fallo, causa: .ejercicioSinCompilar(numero: 1)))
    }
    informe.ejercicios = [EjercicioCompilado(ejercicio: declarado, errores: [error], explicaciones: [nil])]
    let prueba = try #require(DocumentoJSON(informe).tests.last)
    #expect(prueba.status == "error" && prueba.motivo == "compilacion" && prueba.causa == "ejercicio-no-compila")
    let mensaje = prueba.message ?? ""
    #expect(mensaje.contains("Sources/Workbook/Leccion01/Termostato.swift:5:9: error: cannot find 'gardos' in scope"))
    #expect(mensaje.contains("la línea 5 de Termostato.swift"))
    #expect(!mensaje.contains("arriba"))
  }

  @Test("todas --json lleva tests[] de todas las lecciones, con nombres únicos, y cumple el formato")
  func todas() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let porNombre = Dictionary(uniqueKeysWithValues: try Self.documentos(temporal))
    var otra = try #require(porNombre["error"])
    otra.leccion = 2
    let documento = DocumentoTodasJSON(codigo: 2, lecciones: [try #require(porNombre["fail"]), otra])
    let objeto = try #require(
      try JSONSerialization.jsonObject(with: Data(DocumentoJSON.codificar(documento).utf8)) as? [String: Any])
    #expect(Self.problemasFormato(objeto).isEmpty, "\(Self.problemasFormato(objeto))")
    #expect(documento.status == "fail")
    #expect(documento.tests.map(\.name) == [
      "Lección 1 · Subir añade un grado", "Lección 1 · Bajar quita un grado",
      "Lección 2 · Subir añade un grado", "Lección 2 · Bajar quita un grado",
    ])
    #expect(documento.tests.map(\.leccion) == [1, 1, 2, 2])
    #expect(documento.message == nil)
    let soloErrores = DocumentoTodasJSON(codigo: 2, lecciones: [otra])
    #expect(soloErrores.status == "error" && (soloErrores.message ?? "").contains("no compila"))
    #expect(DocumentoTodasJSON(codigo: 0, lecciones: []).message == MensajesChecker.sinLecciones)
  }
}
