/// The scanning state behind ``TokensSwift``: a cursor over the source's Unicode scalars that counts
/// lines as it moves.
struct LectorSwift {
  private let c: [Unicode.Scalar]
  private var i = 0
  private var linea = 1
  private var tokens: [TokenSwift] = []

  init(_ escalares: [Unicode.Scalar]) { c = escalares }

  /// Every token, in order.
  mutating func leer() -> [TokenSwift] {
    while i < c.count {
      let actual = c[i]
      let inicio = i
      let lineaInicio = linea
      if es("//", en: i) {
        while i < c.count, c[i] != "\n" { avanzar() }
        anotar(es("///", en: inicio) && !es("////", en: inicio) ? .documentacion : .comentario, inicio, lineaInicio)
      } else if es("/*", en: i) {
        var profundidad = 0
        repeat {
          if es("/*", en: i) {
            profundidad += 1
            avanzar(2)
          } else if es("*/", en: i) {
            profundidad -= 1
            avanzar(2)
          } else {
            avanzar()
          }
        } while profundidad > 0 && i < c.count
        anotar(es("/**", en: inicio) && !es("/**/", en: inicio) ? .documentacion : .comentario, inicio, lineaInicio)
      } else if let almohadillas = aperturaDeCadena() {
        avanzar(almohadillas)
        let contenido = saltarCadena(almohadillas: almohadillas)
        tokens.append(TokenSwift(
          clase: .cadena, texto: texto(contenido), linea: lineaInicio, rango: inicio..<i))
      } else if actual.properties.isAlphabetic || actual == "_" {
        while i < c.count, c[i].properties.isAlphabetic || c[i] == "_" || ("0"..."9").contains(c[i]) { avanzar() }
        anotar(.palabra, inicio, lineaInicio)
      } else if actual == " " || actual == "\t" || actual == "\n" || actual == "\r" {
        avanzar()
      } else {
        avanzar()
        anotar(.puntuacion, inicio, lineaInicio)
      }
    }
    return tokens
  }

  /// How many `#` precede a `"` at the cursor when a string literal starts there (0 for a plain one).
  private func aperturaDeCadena() -> Int? {
    var j = i
    while j < c.count, c[j] == "#" { j += 1 }
    return j < c.count && c[j] == "\"" ? j - i : nil
  }

  /// Skips a string literal whose opening quote is at the cursor (after `almohadillas` `#`),
  /// interpolations included; leaves the cursor past its closing delimiter and returns the range of
  /// its contents.
  private mutating func saltarCadena(almohadillas: Int) -> Range<Int> {
    // NB: `#"""#` is a one-line raw string holding `"`, as Swift's lexer reads it, not a multi-line opener.
    let cierraEnSeguida = almohadillas > 0 && es(String(repeating: "#", count: almohadillas), en: i + 3)
    let triple = es("\"\"\"", en: i) && !cierraEnSeguida
    avanzar(triple ? 3 : 1)
    let desde = i
    let cierre = String(repeating: "\"", count: triple ? 3 : 1) + String(repeating: "#", count: almohadillas)
    let escape = "\\" + String(repeating: "#", count: almohadillas)
    while i < c.count {
      if es(escape, en: i) {
        avanzar(escape.unicodeScalars.count)
        if i < c.count, c[i] == "(" {
          // An interpolation: skip to its matching `)`, strings inside included.
          var profundidad = 0
          repeat {
            if c[i] == "(" { profundidad += 1 }
            if c[i] == ")" { profundidad -= 1 }
            if let otras = aperturaDeCadena() {
              avanzar(otras)
              _ = saltarCadena(almohadillas: otras)
              continue
            }
            avanzar()
          } while profundidad > 0 && i < c.count
        } else {
          avanzar()
        }
        continue
      }
      if es(cierre, en: i) {
        let hasta = i
        avanzar(cierre.unicodeScalars.count)
        return desde..<hasta
      }
      if !triple, c[i] == "\n" { return desde..<i }
      avanzar()
    }
    return desde..<i
  }

  private mutating func anotar(_ clase: TokenSwift.Clase, _ inicio: Int, _ lineaInicio: Int) {
    tokens.append(TokenSwift(clase: clase, texto: texto(inicio..<i), linea: lineaInicio, rango: inicio..<i))
  }

  private func texto(_ rango: Range<Int>) -> String {
    var vista = String.UnicodeScalarView()
    vista.append(contentsOf: c[rango])
    return String(vista)
  }

  private mutating func avanzar(_ n: Int = 1) {
    for _ in 0..<n where i < c.count {
      if c[i] == "\n" { linea += 1 }
      i += 1
    }
  }

  private func es(_ texto: String, en posicion: Int) -> Bool {
    var j = posicion
    for escalar in texto.unicodeScalars {
      guard j < c.count, c[j] == escalar else { return false }
      j += 1
    }
    return true
  }
}
