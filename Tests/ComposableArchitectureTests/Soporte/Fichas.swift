/// A token of Swift source, as much as `DocumentacionTests` needs: doc comments, words, braces and
/// parentheses. Ordinary comments and string literals (raw, multi-line, with interpolations) are
/// skipped, so a brace or a `public` inside them never counts, and line breaks never matter.
enum Ficha: Equatable {
  /// One `///` line (or a `/** … */` block), trimmed.
  case documentacion(String)
  /// An identifier or keyword; attributes keep their `@` (`@MainActor`).
  case palabra(String, linea: Int)
  case abreLlave, cierraLlave, abreParentesis, cierraParentesis
  /// Any other punctuation.
  case otro(Unicode.Scalar)

  /// The tokens of `texto`.
  static func leer(_ texto: String) -> [Ficha] {
    let c = Array(texto.unicodeScalars)
    var fichas: [Ficha] = []
    var i = 0
    var linea = 1
    func en(_ j: Int) -> Unicode.Scalar? { j < c.count ? c[j] : nil }
    func esPalabra(_ s: Unicode.Scalar) -> Bool { s.properties.isAlphabetic || s == "_" || ("0"..."9").contains(s) }
    /// Skips a string literal starting at `i` (after any `#`s, `almohadillas` of them).
    func saltarCadena(almohadillas: Int) {
      let triple = en(i + 1) == "\"" && en(i + 2) == "\""
      i += triple ? 3 : 1
      while i < c.count {
        if c[i] == "\n" { linea += 1 }
        if c[i] == "\\" && (almohadillas == 0 || (1...almohadillas).allSatisfy { en(i + $0) == "#" }) {
          i += 1 + almohadillas
          if en(i) == "(" {  // interpolation: skip to its closing parenthesis
            var profundidad = 0
            repeat {
              if c[i] == "(" { profundidad += 1 } else if c[i] == ")" { profundidad -= 1 } else if c[i] == "\"" {
                i += 1
                while i < c.count, c[i] != "\"" { i += c[i] == "\\" ? 2 : 1 }
              }
              i += 1
            } while i < c.count && profundidad > 0
          } else {
            i += 1
          }
          continue
        }
        let cierra = triple ? (c[i] == "\"" && en(i + 1) == "\"" && en(i + 2) == "\"") : c[i] == "\""
        if cierra && (0..<almohadillas).allSatisfy({ en(i + (triple ? 3 : 1) + $0) == "#" }) {
          i += (triple ? 3 : 1) + almohadillas
          return
        }
        i += 1
      }
    }
    while i < c.count {
      let s = c[i]
      if s == "\n" { linea += 1; i += 1; continue }
      if s == "/" && en(i + 1) == "/" {
        var fin = i
        while fin < c.count && c[fin] != "\n" { fin += 1 }
        let texto = String(String.UnicodeScalarView(c[i..<fin]))
        if texto.hasPrefix("///") && !texto.hasPrefix("////") { fichas.append(.documentacion(texto)) }
        i = fin
        continue
      }
      if s == "/" && en(i + 1) == "*" {
        let inicio = i
        var profundidad = 0
        repeat {
          if c[i] == "\n" { linea += 1 }
          if c[i] == "/" && en(i + 1) == "*" { profundidad += 1; i += 2 } else if c[i] == "*" && en(i + 1) == "/" { profundidad -= 1; i += 2 } else { i += 1 }
        } while i < c.count && profundidad > 0
        if en(inicio + 2) == "*" { fichas.append(.documentacion(String(String.UnicodeScalarView(c[inicio..<i])))) }
        continue
      }
      if s == "#" || s == "\"" {
        var almohadillas = 0
        while en(i + almohadillas) == "#" { almohadillas += 1 }
        if en(i + almohadillas) == "\"" {
          i += almohadillas
          saltarCadena(almohadillas: almohadillas)
          continue
        }
      }
      if esPalabra(s) || (s == "@" && en(i + 1).map(esPalabra) == true) {
        var fin = i + 1
        while fin < c.count && esPalabra(c[fin]) { fin += 1 }
        fichas.append(.palabra(String(String.UnicodeScalarView(c[i..<fin])), linea: linea))
        i = fin
        continue
      }
      switch s {
      case "{": fichas.append(.abreLlave)
      case "}": fichas.append(.cierraLlave)
      case "(": fichas.append(.abreParentesis)
      case ")": fichas.append(.cierraParentesis)
      case " ", "\t", "\r": break
      default: fichas.append(.otro(s))
      }
      i += 1
    }
    return fichas
  }
}
