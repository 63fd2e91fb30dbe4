import Foundation
import Motor

/// Finds the body of each hidden test in its source (exercism's `test_code`).
///
/// A test is declared `Prueba("id") { … }` (with optional arguments before the closure) in
/// `Tests/Exercises/LeccionNN/*.swift`. The body is the text between the closure's braces, with its
/// common indentation removed.
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

  /// The body of test `id` in `texto`, or `nil`: the source between the braces of the first
  /// closure after `Prueba("id"`, found with the project's lexer (``TokensSwift``), so braces in
  /// strings and comments never count.
  static func cuerpo(de id: String, en texto: String) -> String? {
    let tokens = TokensSwift.leerTodo(texto)
    guard let inicio = tokens.indices.first(where: { indice in
      indice + 2 < tokens.count && tokens[indice].esPalabra && tokens[indice].texto == "Prueba"
        && tokens[indice + 1].texto == "(" && tokens[indice + 2].clase == .cadena && tokens[indice + 2].texto == id
    }) else { return nil }
    var profundidad = 0
    var apertura: TokenSwift?
    for token in tokens[inicio...] where token.clase == .puntuacion {
      if token.texto == "{" {
        if apertura == nil { apertura = token }
        profundidad += 1
      } else if token.texto == "}", let abierta = apertura {
        profundidad -= 1
        if profundidad == 0 {
          let escalares = Array(texto.unicodeScalars)[abierta.rango.upperBound..<token.rango.lowerBound]
          var vista = String.UnicodeScalarView()
          vista.append(contentsOf: escalares)
          return sinSangria(String(vista))
        }
      }
    }
    return nil
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
