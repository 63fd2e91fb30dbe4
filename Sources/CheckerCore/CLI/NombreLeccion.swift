import Foundation

/// Reads the lesson forms the CLI accepts: `leccion3`, `leccion03`, `3`, `lección3`, `lección 3`,
/// `Leccion3`, `LECCIÓN3`, with accents precomposed (NFC) or decomposed (NFD).
public enum NombreLeccion {
  /// The lesson number `texto` names, or `nil`.
  public static func numero(_ texto: String) -> Int? {
    let normal = normalizar(texto)
    let cifras = normal.hasPrefix("leccion") ? String(normal.dropFirst("leccion".count)) : normal
    guard !cifras.isEmpty, cifras.count <= 4, cifras.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(cifras)
  }

  /// Lower case, without accents or spaces: `LECCIÓN 3` → `leccion3`.
  public static func normalizar(_ texto: String) -> String {
    texto.precomposedStringWithCanonicalMapping
      .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "es"))
      .filter { !$0.isWhitespace }
  }
}
