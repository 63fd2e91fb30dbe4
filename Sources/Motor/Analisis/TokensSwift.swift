/// One piece of Swift source found by ``TokensSwift``: a word, a punctuation character, a string
/// literal or a documentation comment, with where it starts.
///
/// It is not a parser's token: the analyzers only need to know which braces enclose which
/// declarations and which words are code (not a comment saying `Task {` or a string with
/// `fatalError(`); the checker needs a test's body (`test_code`); the mutation operators need which
/// characters are code; our own tests need doc comments and literals.
public struct TokenSwift: Sendable, Equatable {
  /// What kind of piece a token is.
  public enum Clase: Sendable, Equatable {
    /// An identifier or keyword (`struct`, `Task`, `reduce`); `@` and `#` are punctuation before it.
    case palabra
    /// One character that is not part of a word: `{`, `(`, `.`, `:`, an operator's character or a digit.
    case puntuacion
    /// A string literal (`"…"`, `"""…"""`, raw `#"…"#`); ``TokenSwift/texto`` is what lies between
    /// its delimiters, as written (escapes and interpolations unexpanded).
    case cadena
    /// A `///` line or a `/** … */` block, whole.
    case documentacion
    /// Any other comment (`// …`, `/* … */`, nested ones whole), with its delimiters.
    case comentario
  }

  /// The kind of piece.
  public var clase: Clase
  /// The word, the character, the literal's contents or the comment's text.
  public var texto: String
  /// 1-based line where the piece starts.
  public var linea: Int
  /// Where the whole piece (delimiters included) lies in the source, in Unicode scalars from its start.
  public var rango: Range<Int>

  /// Whether this is an identifier or keyword.
  public var esPalabra: Bool { clase == .palabra }
  /// Whether this is code (a word or punctuation), not a literal or a comment.
  public var esCodigo: Bool { clase == .palabra || clase == .puntuacion }
  /// 1-based line where the piece ends (a multi-line literal or comment ends after ``linea``).
  public var lineaFinal: Int { linea + texto.unicodeScalars.filter { $0 == "\n" }.count }
}

/// The one Swift lexer of the project: comments (`//`, nested `/* */`), string literals (`"…"`,
/// `"""…"""`, raw `#"…"#`, interpolations included) and line breaks are understood, so a brace or a
/// word inside them is never taken for code.
public enum TokensSwift {
  /// The code tokens of `fuente` (words and punctuation), in order: what the analyzers walk.
  public static func leer(_ fuente: String) -> [TokenSwift] {
    leerTodo(fuente).filter(\.esCodigo)
  }

  /// Every token of `fuente`, string literals and comments included, in order.
  public static func leerTodo(_ fuente: String) -> [TokenSwift] {
    var lector = LectorSwift(Array(fuente.unicodeScalars))
    return lector.leer()
  }
}
