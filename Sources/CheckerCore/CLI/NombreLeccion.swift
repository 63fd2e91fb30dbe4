import Foundation
import Motor

/// Reads the lesson forms the CLI accepts: `leccion3`, `leccion03`, `3`, `lección3`, `lección 3`,
/// `Leccion3`, `LECCIÓN3`, with accents precomposed (NFC) or decomposed (NFD), and with the digits
/// of any script (`leccion٣`, full-width `leccion３`: decimal digits only, not `²`).
public enum NombreLeccion {
  /// The lesson number `texto` names, or `nil`.
  public static func numero(_ texto: String) -> Int? {
    let normal = normalizar(texto)
    let cifras = normal.hasPrefix("leccion") ? String(normal.dropFirst("leccion".count)) : normal
    guard !cifras.isEmpty, cifras.count <= 4, let ascii = cifrasASCII(cifras) else { return nil }
    return Int(ascii)
  }

  /// `texto` with every decimal digit of any script as its ASCII digit, or `nil` if some character is
  /// not a decimal digit.
  static func cifrasASCII(_ texto: String) -> String? {
    var resultado = ""
    for caracter in texto {
      guard caracter.unicodeScalars.count == 1, let escalar = caracter.unicodeScalars.first,
        escalar.properties.numericType == .decimal, let valor = caracter.wholeNumberValue
      else { return nil }
      resultado += String(valor)
    }
    return resultado
  }

  /// The lesson form the user probably meant when `texto` is a short word followed by digits
  /// (`L3`, `lec3`, `clase 3` → `leccion3`), or `nil`.
  public static func sugerencia(_ texto: String, lecciones: [Int]) -> String? {
    let normal = normalizar(texto)
    let letras = normal.prefix { $0.isLetter }
    let resto = normal.dropFirst(letras.count)
    guard !letras.isEmpty, letras.count <= 8, !resto.isEmpty, resto.count <= 4,
      let cifras = cifrasASCII(String(resto)), let numero = Int(cifras), lecciones.contains(numero)
    else { return nil }
    return "leccion\(numero)"
  }

  /// Lower case, without accents or spaces: `LECCIÓN 3` → `leccion3`.
  public static func normalizar(_ texto: String) -> String {
    texto.precomposedStringWithCanonicalMapping
      .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "es"))
      .filter { !$0.isWhitespace }
  }
}
