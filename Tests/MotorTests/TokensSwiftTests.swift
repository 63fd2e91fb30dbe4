import Motor
import Testing

/// The project's one Swift lexer: what is code, what is a literal, what is documentation.
@Suite("Lector de Swift (TokensSwift)")
struct TokensSwiftTests {
  @Test("Comentarios: /// y /** */ son documentación; los demás, enteros y anidados, comentarios")
  func comentarios() {
    let texto = """
      /// Uno.
      //// no
      /* a /* b */ { */
      /** Dos. */
      /**/ x
      """
    let todos = TokensSwift.leerTodo(texto)
    #expect(todos.filter { $0.clase == .documentacion }.map(\.texto) == ["/// Uno.", "/** Dos. */"])
    #expect(todos.filter { $0.clase == .comentario }.map(\.texto) == ["//// no", "/* a /* b */ { */", "/**/"])
    #expect(todos.filter(\.esCodigo).map(\.texto) == ["x"])
    #expect(todos.last?.linea == 5)
    #expect(TokensSwift.leerTodo("/* a\n b\n */ y").map(\.lineaFinal) == [3, 3])
  }

  @Test("Cadenas: contenido tal cual, crudas, multilínea e interpolaciones con cadenas dentro")
  func cadenas() {
    let texto = #"""
      let a = "}{"; let b = #"dice "\(x)" }"#
      let c = "v: \("}" + f("{"))"; let d = """
        {
        """
      }
      """#
    let todos = TokensSwift.leerTodo(texto)
    #expect(todos.filter { $0.clase == .cadena }.map(\.texto) == [
      "}{", #"dice "\(x)" }"#, #"v: \("}" + f("{"))"#, "\n  {\n  ",
    ])
    #expect(todos.filter { $0.clase == .cadena }.map(\.linea) == [1, 1, 2, 2])
    #expect(TokensSwift.leer(texto).filter { $0.texto == "{" || $0.texto == "}" }.map(\.linea) == [5])
  }

  @Test("#\"\"\"# es una cadena cruda de una línea con una comilla, como la lee Swift")
  func comillaCruda() {
    let texto = ##"let p = #"a"# + #"""# + x; let q = "{""##
    #expect(TokensSwift.leerTodo(texto).filter { $0.clase == .cadena }.map(\.texto) == ["a", "\"", "{"])
    #expect(TokensSwift.leer(texto).map(\.texto) == ["let", "p", "=", "+", "+", "x", ";", "let", "q", "="])
  }

  @Test("El rango señala la ficha entera en escalares Unicode, con acentos y delimitadores")
  func rango() {
    let texto = "let canción = \"¡sí!\" // fin"
    let escalares = Array(texto.unicodeScalars)
    let trozos = TokensSwift.leerTodo(texto).map { token in
      String(String.UnicodeScalarView(escalares[token.rango]))
    }
    #expect(trozos == ["let", "canción", "=", "\"¡sí!\"", "// fin"])
    #expect(TokensSwift.leer(texto).map(\.esPalabra) == [true, true, false])
  }

  @Test("# y @ son puntuación ante la palabra; los dígitos, puntuación")
  func directivas() {
    let texto = "#if DEBUG\n@MainActor f(42)\n#endif"
    #expect(TokensSwift.leer(texto).map(\.texto) == ["#", "if", "DEBUG", "@", "MainActor", "f", "(", "4", "2", ")", "#", "endif"])
  }
}
