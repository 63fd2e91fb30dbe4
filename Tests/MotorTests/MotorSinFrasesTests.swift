import Foundation
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
    var hallados: [String] = []
    for archivo in archivos {
      let texto = try String(contentsOf: archivo, encoding: .utf8)
      for (linea, literal) in Self.literales(texto) where Self.esFrase(literal) {
        hallados.append("\(archivo.lastPathComponent):\(linea): \"\(literal)\"")
      }
    }
    #expect(hallados.isEmpty, "Frases en el motor (llévalas a un Mensajes* de CheckerCore):\n\(hallados.joined(separator: "\n"))")
  }

  @Test("Sources/Motor no decide códigos de salida ni termina el proceso")
  func sinCodigosDeSalida() throws {
    var hallados: [String] = []
    for archivo in try Self.archivosSwift() {
      let codigo = Self.sinComentarios(try String(contentsOf: archivo, encoding: .utf8))
      for marca in ["CodigoSalida", "exit(", "_exit(", "MensajesChecker", "Mensajes"] where codigo.contains(marca) {
        hallados.append("\(archivo.lastPathComponent): \(marca)")
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
  }

  // MARK: - Escáner

  static func archivosSwift() throws -> [URL] {
    let enumerador = FileManager.default.enumerator(at: carpeta, includingPropertiesForKeys: nil)
    return (enumerador?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
  }

  /// Whether a literal reads as Spanish prose: a non-ASCII letter, or a Spanish word.
  static func esFrase(_ literal: String) -> Bool {
    if literal.unicodeScalars.contains(where: { $0.value > 127 && CharacterSet.letters.contains($0) }) { return true }
    let palabrasDelLiteral = literal.split(whereSeparator: \.isWhitespace)
      .map { $0.trimmingCharacters(in: .punctuationCharacters).lowercased() }
    return palabrasDelLiteral.contains(where: palabras.contains)
  }

  /// `texto` with `//` and `/* */` comments blanked (string literals kept as they are).
  static func sinComentarios(_ texto: String) -> String {
    var salida = ""
    recorrer(texto) { trozo, esComentario in salida += esComentario ? " " : trozo }
    return salida
  }

  /// Every string literal (its contents, interpolations included as written) with its line.
  static func literales(_ texto: String) -> [(Int, String)] {
    var resultado: [(Int, String)] = []
    var linea = 1
    recorrer(texto, literal: { resultado.append((linea, $0)) }) { trozo, _ in
      linea += trozo.filter { $0 == "\n" }.count
    }
    return resultado
  }

  /// Walks `texto` in pieces: code, comments and string literals (each literal also reported to
  /// `literal` before its piece).
  static func recorrer(
    _ texto: String, literal: (String) -> Void = { _ in }, _ trozo: (String, _ esComentario: Bool) -> Void
  ) {
    let c = Array(texto)
    var i = 0
    func empieza(_ s: String, _ en: Int) -> Bool {
      let p = Array(s)
      return en + p.count <= c.count && Array(c[en..<en + p.count]) == p
    }
    func buscar(_ s: String, desde: Int) -> Int {
      var j = desde
      while j < c.count, !empieza(s, j) {
        if c[j] == "\\" { j += 1 }
        j += 1
      }
      return min(j, c.count)
    }
    while i < c.count {
      if empieza("//", i) {
        var j = i
        while j < c.count, c[j] != "\n" { j += 1 }
        trozo(String(c[i..<j]), true)
        i = j
      } else if empieza("/*", i) {
        let fin = min(buscar("*/", desde: i + 2) + 2, c.count)
        trozo(String(c[i..<fin]), true)
        i = fin
      } else if empieza("\"\"\"", i) {
        let fin = buscar("\"\"\"", desde: i + 3)
        literal(String(c[(i + 3)..<fin]))
        let hasta = min(fin + 3, c.count)
        trozo(String(c[i..<hasta]), false)
        i = hasta
      } else if c[i] == "\"" {
        var j = i + 1
        var profundidad = 0
        while j < c.count {
          if c[j] == "\\", j + 1 < c.count, c[j + 1] == "(" {
            profundidad += 1
            j += 2
            continue
          }
          if c[j] == "\\" {
            j += 2
            continue
          }
          if profundidad > 0 {
            if c[j] == "(" { profundidad += 1 }
            if c[j] == ")" { profundidad -= 1 }
          } else if c[j] == "\"" || c[j] == "\n" {
            break
          }
          j += 1
        }
        let fin = min(j, c.count)
        literal(String(c[(i + 1)..<fin]))
        let hasta = min(fin + 1, c.count)
        trozo(String(c[i..<hasta]), false)
        i = hasta
      } else {
        trozo(String(c[i]), false)
        i += 1
      }
    }
  }
}
