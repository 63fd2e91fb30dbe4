import Foundation
import Motor
import Testing

/// The engine (`Sources/Motor`) returns typed values: its string literals are identifiers, paths,
/// flags and compiler phrases, never a sentence for the student, and it decides no exit code.
/// A token scan of its sources keeps it so.
@Suite("El motor no tiene frases en español ni códigos de salida")
struct MotorSinFrasesTests {
  /// `Sources/Motor`.
  static let carpeta = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Motor")

  /// Words that only a Spanish sentence has (compared whole, without punctuation, lower-cased); not
  /// the names of the course's own modules and folders (`Leccion`, `Pruebas`) nor English words.
  static let palabras: Set<String> = [
    "el", "la", "los", "las", "del", "al", "de", "que", "es", "un", "una", "unos", "para", "por",
    "se", "su", "sus", "esta", "este", "hay", "ya", "lo", "como", "pero", "debe", "tiene", "falta",
    "sin", "con", "copia", "trabajo", "carpeta", "archivo", "tu", "tus", "interno", "puede", "pudo",
    "vuelve", "ejecuta", "falló", "agotado", "detuvo",
  ]

  @Test("Ningún literal de Sources/Motor tiene letras no ASCII ni palabras españolas")
  func sinFrases() throws {
    let archivos = try Self.archivosSwift()
    #expect(archivos.count > 40, "¿Se movió Sources/Motor? Solo se encontraron \(archivos.count) archivos.")
    let hallados = try Self.frases(en: archivos)
    #expect(hallados.isEmpty, "Frases en el motor (llévalas a un Mensajes* de CheckerCore):\n\(hallados.joined(separator: "\n"))")
  }

  @Test("La verificación es una capa del motor, y la suite de integridad solo importa el motor")
  func verificacionEnElMotor() throws {
    // NB: the scan above covers it; this pins that it is there (its renderers stay in CheckerCore).
    let verificacion = try Self.archivosSwift(en: Self.carpeta.appendingPathComponent("Verificacion"))
    #expect(verificacion.count > 10, "¿Se movió la verificación? Solo se encontraron \(verificacion.count) archivos.")
    let integridad = Self.carpeta.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Tests/IntegracionTests/Integridad")
    let suite = ["Integridad.swift", "IntegridadTests.swift", "RepartoIntegridad.swift", "RepartoIntegridadTests.swift", "TallerVerificacion.swift"]
    for nombre in suite {
      let texto = try String(contentsOf: integridad.appendingPathComponent(nombre), encoding: .utf8)
      let modulos = texto.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }
        .compactMap { $0.split(separator: " ").last.map(String.init) }
      #expect(Set(modulos).isSubset(of: ["Foundation", "Testing", "Motor"]), "\(nombre) importa \(modulos)")
    }
  }

  @Test("Sources/Motor no decide códigos de salida ni termina el proceso")
  func sinCodigosDeSalida() throws {
    var hallados: [String] = []
    for archivo in try Self.archivosSwift() {
      for (palabra, siguiente) in Self.palabrasDeCodigo(try String(contentsOf: archivo, encoding: .utf8)) {
        let llamaSalida = ["exit", "_exit"].contains(palabra) && siguiente == "("
        if llamaSalida || palabra.contains("CodigoSalida") || palabra.contains("Mensajes") {
          hallados.append("\(archivo.lastPathComponent): \(palabra)")
        }
      }
    }
    #expect(hallados.isEmpty, "\(hallados)")
  }

  @Test("El escáner reconoce una frase y deja pasar identificadores y frases del compilador")
  func escaner() {
    let codigo = #"""
      // "una frase en un comentario no cuenta"
      let a = "tiempo agotado"  /* "ni aquí" */
      let b = "falta el campo '\(x)'"
      let c = "has no member"
      let d = "TALLER_SIN_SWIFTUI"
      let e = """
        El programa se detuvo
        """
      """#
    let literales = Self.literales(codigo).map(\.1)
    #expect(
      literales.filter(Self.esFrase) == ["tiempo agotado", "falta el campo '\\(x)'", "\n  El programa se detuvo\n  "])
    #expect(!Self.esFrase("has no member") && !Self.esFrase("TALLER_SIN_SWIFTUI") && !Self.esFrase("visto-con"))
    #expect(!Self.esFrase(#"\"carpeta\": \"\(v)\""#) && Self.esFrase(#"falta \"carpeta\""#))
    let llamadas = Self.palabrasDeCodigo("// exit(1)\nlet s = \"exit(\"; exit (2); exitoso()")
      .filter { $0.palabra.hasSuffix("exit") && $0.siguiente == "(" }
    #expect(llamadas.count == 1)
  }

  // MARK: - Escáner

  static func archivosSwift(en carpeta: URL = carpeta) throws -> [URL] {
    let enumerador = FileManager.default.enumerator(at: carpeta, includingPropertiesForKeys: nil)
    return (enumerador?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
  }

  /// Every literal of `archivos` that reads as Spanish prose, as `Archivo.swift:línea: "literal"`.
  static func frases(en archivos: [URL]) throws -> [String] {
    var hallados: [String] = []
    for archivo in archivos {
      let texto = try String(contentsOf: archivo, encoding: .utf8)
      for (linea, literal) in literales(texto) where esFrase(literal) {
        hallados.append("\(archivo.lastPathComponent):\(linea): \"\(literal)\"")
      }
    }
    return hallados
  }

  /// Whether a literal reads as Spanish prose: a non-ASCII letter, or a Spanish word.
  static func esFrase(_ literal: String) -> Bool {
    if literal.unicodeScalars.contains(where: { $0.value > 127 && CharacterSet.letters.contains($0) }) { return true }
    // NB: a word between escaped double quotes is a JSON key (`\"carpeta\": …`), not prose.
    let palabrasDelLiteral = literal.split(whereSeparator: \.isWhitespace)
      .filter { !$0.hasPrefix("\\\"") }
      .map { $0.trimmingCharacters(in: .punctuationCharacters).lowercased() }
    return palabrasDelLiteral.contains(where: palabras.contains)
  }

  /// The words of `texto`'s code (no comments, no literals), each with the token after it.
  static func palabrasDeCodigo(_ texto: String) -> [(palabra: String, siguiente: String?)] {
    let tokens = TokensSwift.leer(texto)
    return tokens.indices.filter { tokens[$0].esPalabra }.map { indice in
      (tokens[indice].texto, indice + 1 < tokens.count ? tokens[indice + 1].texto : nil)
    }
  }

  /// Every string literal (its contents, interpolations included as written) with its line, read
  /// with the project's lexer (``TokensSwift``).
  static func literales(_ texto: String) -> [(Int, String)] {
    TokensSwift.leerTodo(texto).filter { $0.clase == .cadena }.map { ($0.linea, $0.texto) }
  }
}
