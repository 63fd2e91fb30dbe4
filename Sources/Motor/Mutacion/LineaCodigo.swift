import Foundation

/// One line of Swift source seen by the mutation operators: its characters and which of them are
/// code (not inside a string literal or a comment), as ``LineasCodigo`` found them with the
/// project's lexer (``TokensSwift``).
struct LineaCodigo: Sendable, Equatable {
  /// The characters of the line (without its newline).
  var caracteres: [Character]
  /// For each character, whether it is code.
  var esCodigo: [Bool]
  /// Spans (start, end exclusive) of single-line string literals without interpolation, delimiters
  /// included.
  var cadenas: [Range<Int>]

  /// The line `texto`, given for each of its Unicode scalars whether it is code and the spans of its
  /// plain literals, both in scalars from the line's start.
  init(_ texto: String, codigo: ArraySlice<Bool>, cadenas enEscalares: [Range<Int>]) {
    caracteres = Array(texto)
    var inicios: [Int] = []
    var desplazamiento = 0
    for caracter in caracteres {
      inicios.append(desplazamiento)
      desplazamiento += caracter.unicodeScalars.count
    }
    esCodigo = inicios.map { codigo[codigo.startIndex + $0] }
    cadenas = enEscalares.compactMap { rango in
      guard let inicio = inicios.firstIndex(of: rango.lowerBound) else { return nil }
      return inicio..<(inicios.firstIndex(of: rango.upperBound) ?? inicios.count)
    }
  }

  /// The line as text.
  var texto: String { String(caracteres) }
  /// The line without its leading and trailing spaces.
  var recortada: String { texto.trimmingCharacters(in: .whitespaces) }
  /// The leading spaces.
  var sangria: String { String(caracteres.prefix { $0 == " " || $0 == "\t" }) }

  /// The starts of every occurrence of `patron` that lies entirely in code.
  func apariciones(de patron: String) -> [Int] {
    let buscado = Array(patron)
    guard !buscado.isEmpty, caracteres.count >= buscado.count else { return [] }
    var resultado: [Int] = []
    for inicio in 0...(caracteres.count - buscado.count)
    where Array(caracteres[inicio..<(inicio + buscado.count)]) == buscado
      && esCodigo[inicio..<(inicio + buscado.count)].allSatisfy({ $0 }) {
      resultado.append(inicio)
    }
    return resultado
  }

  /// The line with `rango` replaced by `nuevo`.
  func reemplazando(_ rango: Range<Int>, por nuevo: String) -> String {
    String(caracteres[..<rango.lowerBound]) + nuevo + String(caracteres[rango.upperBound...])
  }

  /// Whether the whole-word identifier `palabra` starts at `inicio` (not part of a longer word).
  func esPalabra(_ palabra: String, en inicio: Int) -> Bool {
    let fin = inicio + palabra.count
    func letra(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
    return (inicio == 0 || !letra(caracteres[inicio - 1])) && (fin >= caracteres.count || !letra(caracteres[fin]))
  }

  /// Balance of `abre` minus `cierra` in code.
  func balance(_ abre: Character, _ cierra: Character) -> Int {
    zip(caracteres, esCodigo).reduce(0) { suma, par in
      guard par.1 else { return suma }
      return suma + (par.0 == abre ? 1 : par.0 == cierra ? -1 : 0)
    }
  }

  /// The index of the `)` or `]` that closes the opener at `apertura`, in code, or `nil`.
  func cierre(de apertura: Int) -> Int? {
    let abre = caracteres[apertura]
    let cierra: Character = abre == "(" ? ")" : abre == "[" ? "]" : "}"
    var profundidad = 0
    for i in apertura..<caracteres.count where esCodigo[i] {
      if caracteres[i] == abre { profundidad += 1 }
      if caracteres[i] == cierra {
        profundidad -= 1
        if profundidad == 0 { return i }
      }
    }
    return nil
  }
}

/// The lines of a file as ``LineaCodigo``, with the lines of a multi-line string literal or
/// comment or an `#if canImport(SwiftUI)` block (views: the hidden tests never load SwiftUI,
/// so no test could notice a change there) marked as not code at all.
struct LineasCodigo: Sendable {
  var lineas: [LineaCodigo]
  /// Whether each line holds code the operators may touch.
  var tocable: [Bool]

  init(_ texto: String) {
    let escalares = Array(texto.unicodeScalars)
    let tokens = TokensSwift.leerTodo(texto)
    var codigo = Array(repeating: true, count: escalares.count)
    var cadenasPorLinea: [Int: [Range<Int>]] = [:]
    var multilinea: [ClosedRange<Int>] = []
    for token in tokens where !token.esCodigo {
      for posicion in token.rango { codigo[posicion] = false }
      if token.lineaFinal > token.linea { multilinea.append(token.linea...token.lineaFinal) }
      let interpolada = token.texto.contains("\\(") || token.texto.contains("\\#")
      if token.clase == .cadena, token.lineaFinal == token.linea, !token.texto.isEmpty, !interpolada {
        cadenasPorLinea[token.linea, default: []].append(token.rango)
      }
    }
    var crudas: [String] = []
    var inicio = 0
    lineas = []
    for trozo in escalares.split(separator: "\n", omittingEmptySubsequences: false) {
      let linea = String(String.UnicodeScalarView(trozo))
      let cadenas = (cadenasPorLinea[crudas.count + 1] ?? []).map { ($0.lowerBound - inicio)..<($0.upperBound - inicio) }
      lineas.append(LineaCodigo(linea, codigo: codigo[inicio..<(inicio + trozo.count)], cadenas: cadenas))
      crudas.append(linea)
      inicio += trozo.count + 1
    }
    tocable = Array(repeating: true, count: crudas.count)
    for rango in multilinea {
      for numero in rango where numero - 1 < tocable.count { tocable[numero - 1] = false }
    }
    var vistas = 0
    var directivas: [Bool] = []
    for (indice, linea) in crudas.enumerated() {
      let directiva = linea.trimmingCharacters(in: .whitespaces)
      if directiva.hasPrefix("#if") {
        directivas.append(directiva.contains("SwiftUI"))
        if directiva.contains("SwiftUI") { vistas += 1 }
      } else if directiva.hasPrefix("#endif"), let era = directivas.popLast(), era {
        vistas -= 1
      }
      if vistas > 0 { tocable[indice] = false }
      if linea.trimmingCharacters(in: .whitespaces).hasPrefix("#") { tocable[indice] = false }
    }
  }
}
