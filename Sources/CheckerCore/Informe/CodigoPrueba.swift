import Foundation
import Motor

/// Finds the body of each hidden test in its source (exercism's `test_code`).
///
/// A test is declared `Prueba("id") { … }` (with optional arguments before the closure) in
/// `Tests/Exercises/LeccionNN/*.swift`. The body is the text between the closure's braces, matched
/// while skipping string literals and comments, with its common indentation removed.
enum CodigoPrueba {
  /// The body of every test found under `carpeta`, by id.
  static func extraer(de carpeta: URL, ids: [String]) -> [String: String] {
    var textos: [String] = []
    for nombre in ArchivosCarpeta.listar(carpeta) where nombre.hasSuffix(".swift") {
      if let texto = try? String(contentsOf: carpeta.appendingPathComponent(nombre), encoding: .utf8) {
        textos.append(texto)
      }
    }
    var resultado: [String: String] = [:]
    for id in ids {
      for texto in textos {
        if let cuerpo = cuerpo(de: id, en: texto) {
          resultado[id] = cuerpo
          break
        }
      }
    }
    return resultado
  }

  /// The body of test `id` in `texto`, or `nil`.
  static func cuerpo(de id: String, en texto: String) -> String? {
    let caracteres = Array(texto)
    let marca = Array("Prueba(\"\(id)\"")
    guard let inicio = buscar(marca, en: caracteres) else { return nil }
    var indice = inicio + marca.count
    while indice < caracteres.count, caracteres[indice] != "{" { indice += 1 }
    guard indice < caracteres.count else { return nil }
    let apertura = indice
    var profundidad = 0
    while indice < caracteres.count {
      let caracter = caracteres[indice]
      if caracter == "\"" {
        indice = finDeCadena(caracteres, desde: indice)
        continue
      }
      if caracter == "/", indice + 1 < caracteres.count, caracteres[indice + 1] == "/" {
        while indice < caracteres.count, caracteres[indice] != "\n" { indice += 1 }
        continue
      }
      if caracter == "{" { profundidad += 1 }
      if caracter == "}" {
        profundidad -= 1
        if profundidad == 0 { return sinSangria(String(caracteres[(apertura + 1)..<indice])) }
      }
      indice += 1
    }
    return nil
  }

  static func buscar(_ marca: [Character], en caracteres: [Character]) -> Int? {
    guard caracteres.count >= marca.count else { return nil }
    for inicio in 0...(caracteres.count - marca.count) where caracteres[inicio] == marca[0] {
      if Array(caracteres[inicio..<(inicio + marca.count)]) == marca { return inicio }
    }
    return nil
  }

  /// The index just past the string literal that starts at `inicio` (`"…"` or `"""…"""`).
  static func finDeCadena(_ caracteres: [Character], desde inicio: Int) -> Int {
    let triple = inicio + 2 < caracteres.count && caracteres[inicio + 1] == "\"" && caracteres[inicio + 2] == "\""
    var indice = inicio + (triple ? 3 : 1)
    while indice < caracteres.count {
      if caracteres[indice] == "\\" {
        indice += 2
        continue
      }
      if caracteres[indice] == "\"" {
        if !triple { return indice + 1 }
        if indice + 2 < caracteres.count, caracteres[indice + 1] == "\"", caracteres[indice + 2] == "\"" {
          return indice + 3
        }
      }
      if !triple, caracteres[indice] == "\n" { return indice }
      indice += 1
    }
    return indice
  }

  /// `texto` without blank first and last lines and without the indentation its lines share.
  static func sinSangria(_ texto: String) -> String {
    // NB: closures typed explicitly: inferred, this function took 0.25 s to type-check (issue 13, item 6).
    func espacios(_ linea: String) -> Int { linea.prefix { $0 == " " }.count }
    var lineas: [String] = texto.split(separator: "\n", omittingEmptySubsequences: false).map { (linea: Substring) -> String in
      String(linea.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
    while let primera = lineas.first, primera.trimmingCharacters(in: .whitespaces).isEmpty { lineas.removeFirst() }
    while let ultima = lineas.last, ultima.trimmingCharacters(in: .whitespaces).isEmpty { lineas.removeLast() }
    let sangrias: [Int] = lineas.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(espacios)
    let sangria = sangrias.min() ?? 0
    let sinSangria: [String] = lineas.map { (linea: String) -> String in
      String(linea.dropFirst(min(sangria, espacios(linea))))
    }
    return sinSangria.joined(separator: "\n")
  }
}
