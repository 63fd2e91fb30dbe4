import Testing

@testable import CheckerCore
@testable import Motor

@Suite("Línea de órdenes: lecciones, órdenes y sugerencias")
struct CLITests {
  @Test(
    "Formas aceptadas del nombre de una lección",
    arguments: [
      ("leccion3", 3), ("leccion03", 3), ("3", 3), ("lección3", 3), ("lección 3", 3), ("Leccion3", 3),
      ("LECCIÓN3", 3), ("lecci\u{006F}\u{0301}n3", 3), ("LECCIO\u{0301}N 12", 12), ("03", 3),
      // Decimal digits of other scripts are digits too (issue 17): Arabic-Indic, full-width.
      ("leccion\u{0663}", 3), ("\u{FF13}", 3),
    ])
  func formas(texto: String, numero: Int) {
    #expect(NombreLeccion.numero(texto) == numero)
  }

  @Test("Lo que no es una lección", arguments: ["leccion", "lecciontres", "3a", "", "todas", "leccion-3", "leccion\u{00B3}"])
  func noSonLecciones(texto: String) {
    #expect(NombreLeccion.numero(texto) == nil)
  }

  @Test("Órdenes reconocidas")
  func ordenes() throws {
    let lecciones = [1, 2, 3, 4]
    #expect(try Orden.interpretar([], lecciones: lecciones) == .resumen)
    #expect(try Orden.interpretar(["leccion3"], lecciones: lecciones) == .leccion(3, json: false))
    #expect(try Orden.interpretar(["lección", "3"], lecciones: lecciones) == .leccion(3, json: false))
    #expect(try Orden.interpretar(["3", "--json"], lecciones: lecciones) == .leccion(3, json: true))
    #expect(try Orden.interpretar(["leccion3", "--completo"], lecciones: lecciones) == .leccion(3, json: false, completo: true))
    #expect(throws: ErrorUso.opcionDesconocida("--completo")) { try Orden.interpretar(["todas", "--completo"], lecciones: lecciones) }
    #expect(try Orden.interpretar(["todas"], lecciones: lecciones) == .todas(json: false))
    #expect(try Orden.interpretar(["todas", "--json"], lecciones: lecciones) == .todas(json: true))
    #expect(try Orden.interpretar(["--ayuda"], lecciones: lecciones) == .ayuda(.general))
    #expect(try Orden.interpretar(["leccion3", "--help"], lecciones: lecciones) == .ayuda(.leccion))
    #expect(try Orden.interpretar(["todas", "-h"], lecciones: lecciones) == .ayuda(.todas))
  }

  @Test("`progreso` y `resumen` piden la vista del curso, como `checker` a secas (un alumno probó `progreso`)")
  func progresoEsElResumen() throws {
    let lecciones = [1, 2, 3]
    for palabra in ["progreso", "Progreso", "resumen"] {
      #expect(try Orden.interpretar([palabra], lecciones: lecciones) == .resumen)
    }
    #expect(try Orden.interpretar(["progreso", "--ayuda"], lecciones: lecciones) == .ayuda(.general))
    #expect(throws: ErrorUso.opcionDesconocida("--json")) { try Orden.interpretar(["progreso", "--json"], lecciones: lecciones) }
    // Un error de tecleo se sugiere como las demás órdenes.
    #expect(throws: ErrorUso.desconocido("progeso", sugerencia: "progreso")) { try Orden.interpretar(["progeso"], lecciones: lecciones) }
  }

  @Test("Errores de uso: lección inexistente, orden desconocida con sugerencia, opción desconocida")
  func erroresDeUso() {
    let lecciones = [1, 2, 3, 4]
    #expect(throws: ErrorUso.leccionInexistente(9)) { try Orden.interpretar(["leccion9"], lecciones: lecciones) }
    #expect(throws: ErrorUso.desconocido("lecion3", sugerencia: "leccion3")) {
      try Orden.interpretar(["lecion3"], lecciones: lecciones)
    }
    #expect(throws: ErrorUso.desconocido("toda", sugerencia: "todas")) {
      try Orden.interpretar(["toda"], lecciones: lecciones)
    }
    #expect(throws: ErrorUso.desconocido("manzana", sugerencia: nil)) {
      try Orden.interpretar(["manzana"], lecciones: lecciones)
    }
    #expect(throws: ErrorUso.opcionDesconocida("--rapido")) {
      try Orden.interpretar(["leccion3", "--rapido"], lecciones: lecciones)
    }
  }

  @Test("Mensaje de una orden desconocida")
  func mensajeDesconocido() {
    #expect(
      MensajesUso.error(.desconocido("lecion3", sugerencia: "leccion3"), lecciones: [2, 1])
        == """
        error: no conozco la orden ni la lección 'lecion3'.
        ¿Quisiste decir 'leccion3'?
        Lecciones válidas: leccion1, leccion2.
        Consulta 'swift run -q checker --ayuda'.

        """)
  }

  @Test("Distancia de edición")
  func distancia() {
    #expect(Sugerencias.distancia("leccion3", "leccion3") == 0)
    #expect(Sugerencias.distancia("lecion3", "leccion3") == 1)
    #expect(Sugerencias.distancia("", "abc") == 3)
    #expect(Sugerencias.distancia("kitten", "sitting") == 3)
  }

  @Test("El código de salida más grave gana")
  func gravedad() {
    #expect(CodigoSalida.masGrave(.exito, .fallo) == .fallo)
    #expect(CodigoSalida.masGrave(.noCompila, .fallo) == .noCompila)
    #expect(CodigoSalida.masGrave(.noCompila, .interno) == .interno)
    #expect(CodigoSalida.masGrave(.interrumpido, .interno) == .interrumpido)
    #expect(CodigoSalida.allCases.map(\.rawValue) == [0, 1, 2, 64, 70, 130])
  }
}
