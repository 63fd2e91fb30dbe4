import Testing

@testable import CheckerCore
@testable import Motor

@Suite("Línea de órdenes: pista, reiniciar, solucion, vigilar, verificar, nueva-leccion")
struct OrdenesCLITests {
  let lecciones = [1, 2, 3, 4]

  @Test("Cada orden con sus opciones")
  func ordenes() throws {
    func interpretar(_ argumentos: String...) throws -> Orden { try Orden.interpretar(argumentos, lecciones: lecciones) }
    #expect(try interpretar("pista") == .pista(nil, todas: false))
    #expect(try interpretar("pista", "lección", "3") == .pista(3, todas: false))
    #expect(try interpretar("pista", "leccion3", "--todas") == .pista(3, todas: true))
    #expect(try interpretar("reiniciar", "leccion2", "--si") == .reiniciar(2, si: true))
    #expect(try interpretar("reiniciar", "leccion2", "--sí") == .reiniciar(2, si: true))
    #expect(try interpretar("reiniciar", "--progreso") == .reiniciarProgreso(nil, si: false))
    #expect(try interpretar("reiniciar", "3", "--progreso", "--si") == .reiniciarProgreso(3, si: true))
    #expect(try interpretar("solución", "leccion1") == .solucion(1, si: false))
    #expect(try interpretar("vigilar", "LECCIÓN4") == .vigilar(4))
    #expect(try interpretar("verificar") == .verificar(nil))
    #expect(try interpretar("verificar", "todas") == .verificar(nil))
    #expect(try interpretar("verificar", "leccion2") == .verificar(2))
    #expect(try interpretar("verificar", "--cambiadas") == .verificar(nil, cambiadas: true))
    #expect(try interpretar("verificar", "--mutantes", "--cambiadas") == .verificarMutantes(nil, cambiadas: true))
    #expect(try interpretar("verificar", "leccion2", "--mutantes", "--cambiadas") == .verificarMutantes(2, cambiadas: true))
    #expect(try interpretar("nueva-lección", "Efectos", "y", "cancelación") == .nuevaLeccion("Efectos y cancelación"))
    #expect(try interpretar("nueva-leccion", "Efectos y cancelación") == .nuevaLeccion("Efectos y cancelación"))
    #expect(try interpretar("nueva-variante", "leccion2", "error-x") == .nuevaVariante(2, "error-x"))
    #expect(try interpretar("nueva-variante", "lección", "2", "alternativa-y") == .nuevaVariante(2, "alternativa-y"))
    #expect(throws: ErrorUso.faltaLeccion("nueva-variante")) { try interpretar("nueva-variante", "error-x") }
    #expect(try interpretar("nueva-leccion", "Efectos", "--slug", "efectos") == .nuevaLeccion("Efectos", slug: "efectos"))
    #expect(try interpretar("nueva-leccion", "--slug=fx", "Efectos") == .nuevaLeccion("Efectos", slug: "fx"))
    #expect(
      try interpretar("nueva-leccion", "--diagnosticos", "Leer", "--slug", "leer") == .nuevaLeccionPorEjercicios("Leer", slug: "leer"))
    #expect(throws: ErrorUso.faltaValor("--slug")) { try interpretar("nueva-leccion", "Efectos", "--slug") }
    #expect(throws: ErrorUso.opcionDesconocida("--slug")) { try interpretar("leccion1", "--slug", "x") }
  }

  @Test("--ayuda y --help en cada orden muestran su propio texto")
  func ayuda() throws {
    for (orden, tema) in [
      ("pista", Orden.AyudaDe.pista), ("reiniciar", .reiniciar), ("solucion", .solucion), ("vigilar", .vigilar),
      ("verificar", .verificar), ("nueva-leccion", .nuevaLeccion), ("nueva-variante", .nuevaVariante),
    ] {
      #expect(try Orden.interpretar([orden, "--ayuda"], lecciones: lecciones) == .ayuda(tema))
      #expect(try Orden.interpretar([orden, "leccion1", "--help"], lecciones: lecciones) == .ayuda(tema))
      #expect(MensajesUso.ayuda(tema).hasPrefix("Uso: swift run -q checker \(orden)"))
    }
    for orden in ["pista", "reiniciar", "solucion", "vigilar", "verificar", "nueva-leccion", "nueva-variante"] {
      #expect(MensajesUso.general.contains("swift run -q checker \(orden)"), "\(orden)")
    }
  }

  @Test("Errores de uso de las órdenes nuevas")
  func errores() {
    #expect(throws: ErrorUso.faltaLeccion("reiniciar")) { try Orden.interpretar(["reiniciar"], lecciones: lecciones) }
    #expect(throws: ErrorUso.faltaLeccion("solucion")) { try Orden.interpretar(["solucion"], lecciones: lecciones) }
    #expect(throws: ErrorUso.faltaLeccion("vigilar")) { try Orden.interpretar(["vigilar"], lecciones: lecciones) }
    #expect(throws: ErrorUso.faltaTitulo) { try Orden.interpretar(["nueva-leccion", " "], lecciones: lecciones) }
    #expect(throws: ErrorUso.leccionInexistente(9)) { try Orden.interpretar(["pista", "leccion9"], lecciones: lecciones) }
    #expect(throws: ErrorUso.opcionDesconocida("--si")) { try Orden.interpretar(["pista", "--si"], lecciones: lecciones) }
    #expect(throws: ErrorUso.opcionDesconocida("--json")) { try Orden.interpretar(["verificar", "--json"], lecciones: lecciones) }
    #expect(throws: ErrorUso.opcionDesconocida("--todas")) { try Orden.interpretar(["leccion1", "--todas"], lecciones: lecciones) }
    #expect(throws: ErrorUso.desconocido("lecion1", sugerencia: "leccion1")) {
      try Orden.interpretar(["pista", "lecion1"], lecciones: lecciones)
    }
    #expect(throws: ErrorUso.desconocido("vijilar", sugerencia: "vigilar")) { try Orden.interpretar(["vijilar"], lecciones: lecciones) }
    #expect(
      MensajesUso.error(.sinTerminal("reiniciar leccion3"), lecciones: [])
        == "error: esta orden pide confirmación, pero no hay una terminal donde preguntarte. Si estás seguro, añade --si:\n"
        + "  swift run -q checker reiniciar leccion3 --si\n")
  }

  @Test("Respuestas afirmativas a una confirmación")
  func respuestas() {
    for si in ["s", "S", "sí", "SI", "y", "yes", " s "] { #expect(Terminal.esAfirmativa(si), "\(si)") }
    for no in ["", "n", "no", "quizá", "ss"] { #expect(!Terminal.esAfirmativa(no), "\(no)") }
  }
}

@Suite("verificar: la última línea")
struct FinVerificacionTests {
  @Test("Cuenta los problemas del curso y de las lecciones por separado")
  func fin() {
    #expect(MensajesOrdenes.finVerificacion(curso: 0, problemas: 0, lecciones: 0, total: 4) == "Todo en orden: 4 lecciones verificadas.")
    #expect(MensajesOrdenes.finVerificacion(curso: 0, problemas: 0, lecciones: 0, total: 1) == "Todo en orden: 1 lección verificada.")
    #expect(MensajesOrdenes.finVerificacion(curso: 0, problemas: 4, lecciones: 1, total: 1) == "4 problemas en 1 lección.")
    #expect(MensajesOrdenes.finVerificacion(curso: 1, problemas: 0, lecciones: 0, total: 4) == "1 problema del curso.")
    #expect(MensajesOrdenes.finVerificacion(curso: 1, problemas: 2, lecciones: 2, total: 4) == "3 problemas: 1 del curso y 2 en 2 lecciones.")
  }
}
