/// A careful token scan of Swift source: identifiers, keywords and punctuation with their line,
/// skipping comments (`//`, nested `/* */`) and string literals (`"…"`, `"""…"""`, raw `#"…"#`),
/// interpolations included. Numbers and operators are kept as punctuation characters.
///
/// It is not a parser: the analyzers only need to know which braces enclose which declarations and
/// which words are code (not a comment saying `Task {` or a string with `fatalError(`).
struct TokenSwift: Sendable, Equatable {
  /// An identifier or keyword (`struct`, `Task`, `reduce`, `@` is separate), or one punctuation
  /// character (`{`, `(`, `.`, `:`, `,`).
  var texto: String
  /// 1-based line.
  var linea: Int

  /// Whether this is an identifier or keyword (starts with a letter or `_`).
  var esPalabra: Bool { texto.first.map { $0.isLetter || $0 == "_" } ?? false }
}

enum TokensSwift {
  /// The tokens of `fuente`, in order.
  static func leer(_ fuente: String) -> [TokenSwift] {
    let c = Array(fuente.unicodeScalars)
    var tokens: [TokenSwift] = []
    var i = 0
    var linea = 1
    func avanzar(_ n: Int = 1) {
      for _ in 0..<n where i < c.count {
        if c[i] == "\n" { linea += 1 }
        i += 1
      }
    }
    func es(_ texto: String, en posicion: Int) -> Bool {
      var j = posicion
      for escalar in texto.unicodeScalars {
        guard j < c.count, c[j] == escalar else { return false }
        j += 1
      }
      return true
    }
    while i < c.count {
      let actual = c[i]
      if es("//", en: i) {
        while i < c.count, c[i] != "\n" { avanzar() }
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
      } else if actual == "#" || actual == "\"" {
        var almohadillas = 0
        var j = i
        while j < c.count, c[j] == "#" {
          almohadillas += 1
          j += 1
        }
        if j < c.count, c[j] == "\"" {
          avanzar(j - i)
          saltarCadena(c, &i, &linea, almohadillas: almohadillas)
        } else {
          // `#if`, `#selector`…: the directive's word is kept as a token.
          tokens.append(TokenSwift(texto: "#", linea: linea))
          avanzar()
        }
      } else if actual.properties.isAlphabetic || actual == "_" {
        let inicio = i
        let lineaInicio = linea
        while i < c.count, c[i].properties.isAlphabetic || c[i] == "_" || ("0"..."9").contains(c[i]) { avanzar() }
        var palabra = String.UnicodeScalarView()
        palabra.append(contentsOf: c[inicio..<i])
        tokens.append(TokenSwift(texto: String(palabra), linea: lineaInicio))
      } else if actual == " " || actual == "\t" || actual == "\n" || actual == "\r" {
        avanzar()
      } else {
        tokens.append(TokenSwift(texto: String(Character(actual)), linea: linea))
        avanzar()
      }
    }
    return tokens
  }

  /// Skips a string literal whose opening quote is at `i` (after `almohadillas` `#`), interpolations
  /// included; leaves `i` just past its closing delimiter.
  private static func saltarCadena(
    _ c: [Unicode.Scalar], _ i: inout Int, _ linea: inout Int, almohadillas: Int
  ) {
    func avanzar(_ n: Int = 1) {
      for _ in 0..<n where i < c.count {
        if c[i] == "\n" { linea += 1 }
        i += 1
      }
    }
    let triple = i + 2 < c.count && c[i + 1] == "\"" && c[i + 2] == "\""
    avanzar(triple ? 3 : 1)
    let cierre = String(repeating: "\"", count: triple ? 3 : 1) + String(repeating: "#", count: almohadillas)
    let escape = "\\" + String(repeating: "#", count: almohadillas)
    func es(_ texto: String) -> Bool {
      var j = i
      for escalar in texto.unicodeScalars {
        guard j < c.count, c[j] == escalar else { return false }
        j += 1
      }
      return true
    }
    while i < c.count {
      if es(escape) {
        avanzar(escape.unicodeScalars.count)
        if i < c.count, c[i] == "(" {
          // An interpolation: skip to its matching `)`, strings inside included.
          var profundidad = 0
          repeat {
            if c[i] == "(" { profundidad += 1 }
            if c[i] == ")" { profundidad -= 1 }
            if c[i] == "\"" {
              saltarCadena(c, &i, &linea, almohadillas: 0)
              continue
            }
            avanzar()
          } while profundidad > 0 && i < c.count
        } else {
          avanzar()
        }
        continue
      }
      if es(cierre) {
        avanzar(cierre.unicodeScalars.count)
        return
      }
      if !triple, c[i] == "\n" { return }
      avanzar()
    }
  }
}
