import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

@Suite("Informe en español, JSON y resumen del curso")
struct InformeTests {
  let metadatos = MetadatosLeccion(
    numero: 3, titulo: "BindableAction", posicion: 3,
    pruebas: [
      PruebaDeclarada(id: "a", nombre: "Editar el nombre", pistas: ["Pista A.", "Más."]),
      PruebaDeclarada(id: "b", nombre: "Guardar", pistas: ["Pista B."]),
    ])
  var leccion: Leccion { Leccion(numero: 3, slug: "x", metadatos: metadatos) }
  let siguiente = Leccion(
    numero: 4, slug: "y", metadatos: MetadatosLeccion(numero: 4, titulo: "Vistas", posicion: 4, pruebas: []))

  func informe(_ resultados: [ResultadoPruebaOculta], garantias: [ResultadoGarantia] = []) -> InformeLeccion {
    InformeLeccion(leccion: leccion, resultado: .ejecutada(EjecucionLeccion(resultados: resultados), garantias: garantias))
  }

  @Test("Forma exacta con un fallo: la prueba entera arriba (el hecho observado, literal, y dónde está la pista), luego una línea por prueba, y barra")
  func conFallo() {
    let texto = RedactorInforme(estilo: Estilo(color: false), siguiente: siguiente).redactar(
      informe(
        [
          ResultadoPruebaOculta(id: "a", estado: .pasa, mensajes: []),
          ResultadoPruebaOculta(id: "b", estado: .fallo, mensajes: ["Estado distinto:\n  − x\n  + y"]),
        ],
        garantias: [ResultadoGarantia(id: "g", nombre: "Sin setters", pista: "P", estado: .cumple)]))
    #expect(
      texto == """
        Lección 3 · BindableAction

        ✗ Guardar
            Estado distinto:
              − x
              + y
            ¿Quieres una pista? `swift run -q checker pista leccion3` da las de esta prueba, de una en una.

        ✓ Editar el nombre
        ✗ Guardar (detalle arriba)

        Garantías de tipos
        ✓ Sin setters

        █████░░░░░ 1/2 pruebas

        """)
  }

  @Test("Con varios fallos: solo la primera prueba entera (su primer fallo, el diff literal, cuántos más tiene); las demás en una línea")
  func variosFallos() {
    let diff = """
      El estado no cambió como se esperaba.

            Ajustes.State(
          −   nombre: "Ana",
          +   nombre: "",
              notificaciones: false
            )

      (Esperado: −, Real: +)

      Para arreglarlo, haz que el cierre final deje el estado como queda tras la acción.
      """
    let otros = [
      "El store recibió 1 acción que no se comprobó.\n\n    Ajustes.Action.guardado\n\nPara arreglarlo, …",
      "Hay 1 efecto todavía en marcha al terminar la prueba.\n\nPara arreglarlo, …",
    ]
    let texto = RedactorInforme(estilo: Estilo(color: false), siguiente: siguiente).redactar(
      informe([
        ResultadoPruebaOculta(id: "a", estado: .fallo, mensajes: [diff] + otros),
        ResultadoPruebaOculta(id: "b", estado: .fallo, mensajes: [diff, otros[0]]),
      ]))
    #expect(
      texto == """
        Lección 3 · BindableAction

        ✗ Editar el nombre
            El estado no cambió como se esperaba.

                  Ajustes.State(
                −   nombre: "Ana",
                +   nombre: "",
                    notificaciones: false
                  )

            (Esperado: −, Real: +)

            Para arreglarlo, haz que el cierre final deje el estado como queda tras la acción.
            (Esta prueba tiene 2 fallos más; arregla primero este, que suele causar los demás, o míralos todos con `swift run -q checker leccion3 --completo`.)
            ¿Quieres una pista? `swift run -q checker pista leccion3` da las de esta prueba, de una en una.

        ✗ Editar el nombre (detalle arriba)
        ✗ Guardar
        Otra prueba falla (✗); arregla primero la de arriba. Para ver el detalle de todas: `swift run -q checker leccion3 --completo`.

        ░░░░░░░░░░ 0/2 pruebas

        """)
    let json = DocumentoJSON(
      informe([ResultadoPruebaOculta(id: "a", estado: .fallo, mensajes: [diff] + otros)]))
    #expect(json.tests.first?.message == ([diff] + otros).joined(separator: "\n\n"))

    // `--completo`: every failure, each indented, separated by a blank line, and no count line.
    let completo = RedactorInforme(estilo: Estilo(color: false), siguiente: siguiente, completo: true).redactar(
      informe([ResultadoPruebaOculta(id: "a", estado: .fallo, mensajes: [diff] + otros)]))
    #expect(!completo.contains("fallos más"))
    #expect(
      completo.contains("""
            Para arreglarlo, haz que el cierre final deje el estado como queda tras la acción.

            El store recibió 1 acción que no se comprobó.

                Ajustes.Action.guardado

            Para arreglarlo, …

            Hay 1 efecto todavía en marcha al terminar la prueba.

            Para arreglarlo, …
        """), "\(completo)")
    #expect(completo.hasPrefix("Lección 3 · BindableAction\n\n✗ Editar el nombre\n    El estado no cambió"), "\(completo)")
    #expect(!completo.contains("detalle arriba"))
  }

  @Test("Agrupado por ejercicio: cada prueba bajo su «Ejercicio N», en el orden del archivo; la primera que falla, entera arriba")
  func agrupadoPorEjercicio() {
    let metadatos = MetadatosLeccion(
      numero: 1, titulo: "Macro", posicion: 1,
      pruebas: [
        PruebaDeclarada(id: "a", nombre: "Suma", pistas: ["PA"], ejercicio: 1),
        PruebaDeclarada(id: "b", nombre: "Extrae", pistas: ["PB"], ejercicio: 2),
        PruebaDeclarada(id: "c", nombre: "Resta", pistas: ["PC"], ejercicio: 1),
      ])
    let leccion = Leccion(numero: 1, slug: "x", metadatos: metadatos)
    let informe = InformeLeccion(
      leccion: leccion,
      resultado: .ejecutada(
        EjecucionLeccion(resultados: [
          ResultadoPruebaOculta(id: "a", estado: .pasa, mensajes: []),
          ResultadoPruebaOculta(id: "b", estado: .fallo, mensajes: ["Mal B"]),
          ResultadoPruebaOculta(id: "c", estado: .crash, mensajes: ["Se detuvo"]),
        ]), garantias: []))
    let texto = RedactorInforme(estilo: Estilo(color: false), siguiente: nil).redactar(informe)
    #expect(
      texto == """
        Lección 1 · Macro

        ✗ Extrae
            Mal B
            ¿Quieres una pista? `swift run -q checker pista leccion1` da las de esta prueba, de una en una.

        Ejercicio 1
          ✓ Suma
          ✗ Resta
        Ejercicio 2
          ✗ Extrae (detalle arriba)
        Otra prueba falla (✗); arregla primero la de arriba. Para ver el detalle de todas: `swift run -q checker leccion1 --completo`.

        ███░░░░░░░ 1/3 pruebas

        """)
    let completo = RedactorInforme(estilo: Estilo(color: false), siguiente: nil, completo: true).redactar(informe)
    #expect(completo.contains("Ejercicio 1\n  ✓ Suma\n  ✗ Resta\n      Se detuvo\n      ¿Quieres una pista? `swift run -q checker pista leccion1` da las de esta prueba, de una en una.\nEjercicio 2\n  ✗ Extrae\n      Mal B\n      ¿Quieres una pista? `swift run -q checker pista leccion1` da las de esta prueba, de una en una.\n"), "\(completo)")
    #expect(DocumentoJSON(informe).tests.map(\.ejercicio) == [1, 2, 1])
  }

  @Test("Con todo superado: felicitación y siguiente lección")
  func completa() {
    let completo = informe([
      ResultadoPruebaOculta(id: "a", estado: .pasa, mensajes: []),
      ResultadoPruebaOculta(id: "b", estado: .pasa, mensajes: []),
    ])
    #expect(completo.completada)
    #expect(completo.codigoSalida == .exito)
    let texto = RedactorInforme(estilo: Estilo(color: false), siguiente: siguiente).redactar(completo)
    #expect(texto.hasSuffix("██████████ 2/2 pruebas\n¡Lección 3 completada!\nSiguiente: lección 4 — Vistas\n"))
  }

  @Test("Al completar una lección con otras anteriores pendientes, las recuerda bajo «Siguiente»")
  func pendientesAnteriores() throws {
    let completo = informe([
      ResultadoPruebaOculta(id: "a", estado: .pasa, mensajes: []),
      ResultadoPruebaOculta(id: "b", estado: .pasa, mensajes: []),
    ])
    let uno = Leccion(numero: 1, slug: "uno", metadatos: nil, problemaMetadatos: nil)
    let dos = Leccion(numero: 2, slug: "dos", metadatos: nil, problemaMetadatos: nil)
    let unaSola = RedactorInforme(estilo: Estilo(color: false), siguiente: siguiente, pendientesAntes: [dos]).redactar(completo)
    #expect(unaSola.hasSuffix("Siguiente: lección 4 — Vistas\n(Además, te queda pendiente la lección 2.)\n"))
    let tres = Leccion(numero: 3, slug: "tres", metadatos: nil, problemaMetadatos: nil)
    let variasMas = RedactorInforme(estilo: Estilo(color: false), siguiente: siguiente, pendientesAntes: [uno, dos, tres]).redactar(completo)
    #expect(variasMas.hasSuffix("(Además, te quedan pendientes las lecciones 1, 2 y 3.)\n"))
    let dosMas = RedactorInforme(estilo: Estilo(color: false), siguiente: siguiente, pendientesAntes: [uno, dos]).redactar(completo)
    #expect(dosMas.hasSuffix("Siguiente: lección 4 — Vistas\n(Además, te quedan pendientes las lecciones 1 y 2.)\n"))
    // The suggested lesson is not repeated as a reminder.
    let repetida = RedactorInforme(estilo: Estilo(color: false), siguiente: dos, pendientesAntes: [dos]).redactar(completo)
    #expect(!repetida.contains("pendiente"))
  }

  @Test("Una garantía rota impide completar la lección")
  func garantiaRota() {
    let resultado = informe(
      [ResultadoPruebaOculta(id: "a", estado: .pasa, mensajes: []), ResultadoPruebaOculta(id: "b", estado: .pasa, mensajes: [])],
      garantias: [ResultadoGarantia(id: "g", nombre: "G", pista: "P", estado: .rota(.compila))])
    #expect(!resultado.completada)
    #expect(resultado.codigoSalida == .fallo)
    // Con la barra llena, el informe dice por qué la lección no está completa (antes no decía nada).
    let texto = RedactorInforme(estilo: Estilo(color: false), siguiente: nil).redactar(resultado)
    #expect(texto.contains("██████████ 2/2 pruebas\nLas pruebas pasan, pero 1 garantía de tipos no se cumple (arriba): la lección no está completa hasta que se cumpla.\n"), "\(texto)")
    #expect(!texto.contains("completada!"))
    let dos = informe(
      [ResultadoPruebaOculta(id: "a", estado: .pasa, mensajes: []), ResultadoPruebaOculta(id: "b", estado: .pasa, mensajes: [])],
      garantias: [
        ResultadoGarantia(id: "g", nombre: "G", pista: "P", estado: .rota(.compila)),
        ResultadoGarantia(id: "h", nombre: "H", pista: "P", estado: .rota(.compila)),
      ])
    #expect(RedactorInforme(estilo: Estilo(color: false), siguiente: nil).redactar(dos).contains("pero 2 garantías de tipos no se cumplen"))
    // Si además falla una prueba, la barra ya dice que falta algo: sin esa línea.
    let conFallo = informe(
      [ResultadoPruebaOculta(id: "a", estado: .fallo, mensajes: ["m"])],
      garantias: [ResultadoGarantia(id: "g", nombre: "G", pista: "P", estado: .rota(.compila))])
    #expect(!RedactorInforme(estilo: Estilo(color: false), siguiente: nil).redactar(conFallo).contains("Las pruebas pasan, pero"))
  }

  @Test("Color solo en una terminal que lo muestra: sin NO_COLOR y con un TERM que no es dumb (issue 46.7)")
  func color() {
    #expect(Estilo(esTerminal: true, entorno: [:]).color)
    #expect(Estilo(esTerminal: true, entorno: ["TERM": "xterm-256color"]).color)
    #expect(!Estilo(esTerminal: true, entorno: ["TERM": "dumb"]).color)
    #expect(!Estilo(esTerminal: true, entorno: ["NO_COLOR": "1"]).color)
    #expect(!Estilo(esTerminal: false, entorno: [:]).color)
    #expect(Estilo(color: true).verde("✓") == "\u{1B}[32m✓\u{1B}[0m")
  }

  @Test("Barra de progreso", arguments: [(0, 7, "░░░░░░░░░░"), (5, 7, "███████░░░"), (6, 7, "████████░░"), (7, 7, "██████████"), (0, 0, "░░░░░░░░░░")])
  func barra(aprobadas: Int, total: Int, esperado: String) {
    #expect(BarraProgreso.texto(aprobadas, de: total) == esperado)
  }

  @Test("JSON: campos de results.json v2 de exercism y los del taller")
  func json() throws {
    let documento = DocumentoJSON(
      informe([
        ResultadoPruebaOculta(id: "a", estado: .crash, mensajes: ["El programa se detuvo"], salida: String(repeating: "x", count: 600)),
        ResultadoPruebaOculta(id: "b", estado: .tiempo, mensajes: ["tiempo agotado (5 s)"]),
      ]))
    #expect(documento.version == 2)
    #expect(documento.status == "fail")
    #expect(documento.tests.map(\.status) == ["error", "error"])
    #expect(documento.tests.map(\.motivo) == ["crash", "tiempo"])
    #expect(documento.tests[0].pista == "Pista A.")
    #expect(documento.tests[0].output?.hasSuffix("… (recortado)") == true)
    #expect(documento.codigo == 1)
    let texto = DocumentoJSON.codificar(documento)
    let vuelta = try JSONDecoder().decode(DocumentoJSON.self, from: Data(texto.utf8))
    #expect(vuelta == documento)
  }

  @Test("JSON de un fallo de compilación: status error, message y motivo compilacion")
  func jsonCompilacion() {
    let fallo = FalloCompilacion(tipo: .alumno, errores: [], explicaciones: [], otrasLineas: [])
    let documento = DocumentoJSON(InformeLeccion(leccion: leccion, resultado: .noCompila(fallo)))
    #expect(documento.status == "error")
    #expect(documento.motivo == "compilacion")
    #expect(documento.message?.hasPrefix("Tu código de la lección 3 no compila.") == true)
    #expect(documento.tests.map(\.motivo) == ["compilacion", "compilacion"])
    #expect(documento.codigo == 2)
  }

  @Test("Resumen del curso: orden, barras, marcas y siguiente lección")
  func resumen() {
    let catalogo = Catalogo(
      taller: Taller(raiz: URL(fileURLWithPath: "/t")), lecciones: [siguiente, leccion, Leccion(numero: 9, slug: "z", metadatos: nil)])
    var progreso = Progreso()
    progreso.lecciones["03"] = ProgresoLeccion(aprobadas: 2, total: 2, completada: true, fallidas: [], fecha: "")
    progreso.lecciones["04"] = ProgresoLeccion(aprobadas: 0, total: 0, completada: false, fallidas: [], fecha: "")
    #expect(
      RedactorResumen(estilo: Estilo(color: false)).redactar(catalogo, progreso: progreso)
        == """
        Taller TCA · 3 lecciones

        ✓ Lección 3 · BindableAction      ██████████ 2/2
          Lección 4 · Vistas              ░░░░░░░░░░ 0/0
          Lección 9 · (sin leccion.json)  no se puede mostrar: su leccion.json falta o no es válido

        Siguiente: lección 4 — Vistas
        Ejecuta: swift run -q checker leccion4

        """)
  }

  @Test("Problemas internos: una prueba que no se pudo ejecutar sale una vez, entre las pruebas; los de la ejecución, en su sección")
  func problemasInternosSinRepetir() {
    let ejecucion = EjecucionLeccion(
      resultados: [
        ResultadoPruebaOculta(id: "a", estado: .pasa), ResultadoPruebaOculta(id: "b", estado: .ausente, causa: .noRegistrada),
      ],
      problemas: [.pruebaNoDeclarada(id: "zeta")])
    let texto = RedactorInforme(estilo: Estilo(color: false), siguiente: nil).redactar(
      InformeLeccion(leccion: leccion, resultado: .ejecutada(ejecucion, garantias: [])))
    #expect(texto.components(separatedBy: MensajesChecker.pruebaNoRegistrada("b")).count == 2)
    let seccion = texto.components(separatedBy: MensajesChecker.problemasInternos).last ?? ""
    #expect(seccion.contains(MensajesChecker.pruebaNoDeclarada("zeta")))
    #expect(!seccion.contains(MensajesChecker.pruebaNoRegistrada("b")))
  }
}
