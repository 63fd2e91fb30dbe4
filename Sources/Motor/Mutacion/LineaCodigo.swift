import Foundation

/// One line of Swift source seen by the mutation operators: its characters and which of them are
/// code (not inside a string literal or a comment). Multi-line strings and block comments are
/// handled by ``LineasCodigo``, which marks their lines as not code.
struct LineaCodigo: Sendable, Equatable {
  /// The characters of the line (without its newline).
  var caracteres: [Character]
  /// For each character, whether it is code.
  var esCodigo: [Bool]
  /// Spans (start, end exclusive) of single-line string literals without interpolation.
  var cadenas: [Range<Int>]

  init(_ texto: String) {
    caracteres = Array(texto)
    esCodigo = Array(repeating: true, count: caracteres.count)
    cadenas = []
    var i = 0
    while i < caracteres.count {
      let c = caracteres[i]
      if c == "/", i + 1 < caracteres.count, caracteres[i + 1] == "/" {
        for j in i..<caracteres.count { esCodigo[j] = false }
        break
      }
      if c == "\"" {
        let inicio = i
        var interpolada = false
        i += 1
        while i < caracteres.count, caracteres[i] != "\"" {
          if caracteres[i] == "\\" {
            if i + 1 < caracteres.count, caracteres[i + 1] == "(" { interpolada = true }
            i += 1
          }
          i += 1
        }
        let fin = min(i + 1, caracteres.count)
        for j in inicio..<fin { esCodigo[j] = false }
        if !interpolada, fin - inicio > 2 { cadenas.append(inicio..<fin) }
        i = fin
        continue
      }
      i += 1
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

/// The lines of a file as ``LineaCodigo``, with the lines inside a multi-line string literal, a
/// block comment or an `#if canImport(SwiftUI)` block (views: the hidden tests never load SwiftUI,
/// so no test could notice a change there) marked as not code at all.
struct LineasCodigo: Sendable {
  var lineas: [LineaCodigo]
  /// Whether each line holds code the operators may touch.
  var tocable: [Bool]

  init(_ texto: String) {
    let crudas = texto.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lineas = crudas.map(LineaCodigo.init)
    tocable = Array(repeating: true, count: crudas.count)
    var enCadena = false
    var enComentario = false
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
      let marcas = linea.components(separatedBy: "\"\"\"").count - 1
      if enCadena || enComentario || marcas > 0 { tocable[indice] = false }
      if marcas % 2 == 1 { enCadena.toggle() }
      if !enCadena {
        if linea.contains("/*") && !linea.contains("*/") { enComentario = true; tocable[indice] = false }
        if enComentario && linea.contains("*/") { enComentario = false; tocable[indice] = false }
      }
      if linea.trimmingCharacters(in: .whitespaces).hasPrefix("#") { tocable[indice] = false }
    }
  }
}
