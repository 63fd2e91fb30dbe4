import Foundation
import Motor

/// A token of Swift source in the shape `DocumentacionTests` walks: doc comments, words, braces and
/// parentheses, read with the project's lexer (``TokensSwift``), so a brace or a `public` inside a
/// comment or a string never counts, and line breaks never matter.
enum Ficha: Equatable {
  /// One `///` line (or a `/** … */` block), trimmed.
  case documentacion(String)
  /// An identifier or keyword; attributes keep their `@` (`@MainActor`).
  case palabra(String, linea: Int)
  case abreLlave, cierraLlave, abreParentesis, cierraParentesis
  /// Any other punctuation.
  case otro(String)

  /// The tokens of `texto`.
  static func leer(_ texto: String) -> [Ficha] {
    let tokens = TokensSwift.leerTodo(texto)
    var fichas: [Ficha] = []
    for (indice, token) in tokens.enumerated() {
      let anterior = indice > 0 ? tokens[indice - 1] : nil
      switch token.clase {
      case .documentacion:
        fichas.append(.documentacion(token.texto.trimmingCharacters(in: .whitespaces)))
      case .cadena, .comentario:
        continue
      case .palabra:
        if let anterior, anterior.texto == "@", anterior.rango.upperBound == token.rango.lowerBound {
          fichas.removeLast()
          fichas.append(.palabra("@" + token.texto, linea: token.linea))
        } else {
          fichas.append(.palabra(token.texto, linea: token.linea))
        }
      case .puntuacion:
        switch token.texto {
        case "{": fichas.append(.abreLlave)
        case "}": fichas.append(.cierraLlave)
        case "(": fichas.append(.abreParentesis)
        case ")": fichas.append(.cierraParentesis)
        default: fichas.append(.otro(token.texto))
        }
      }
    }
    return fichas
  }
}
