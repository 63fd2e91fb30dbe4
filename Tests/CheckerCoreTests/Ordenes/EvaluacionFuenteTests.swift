import Testing

@testable import CheckerCore
@testable import Motor

@Suite("verificar: cada fuente contra lo que debe hacer")
struct EvaluacionFuenteTests {
  let leccion = Leccion(
    numero: 3, slug: "termostato",
    metadatos: MetadatosLeccion(
      numero: 3, titulo: "Termostato", posicion: 3,
      pruebas: [
        PruebaDeclarada(id: "subeUno", nombre: "Subir añade un grado", pistas: ["p"]),
        PruebaDeclarada(id: "bajaUno", nombre: "Bajar quita un grado", pistas: ["p"]),
      ]))

  func ejecutada(pasan: [String], garantias: [String: Bool] = [:]) -> InformeLeccion {
    let resultados = ["subeUno", "bajaUno"].map { id in
      ResultadoPruebaOculta(id: id, estado: pasan.contains(id) ? .pasa : .fallo, mensajes: pasan.contains(id) ? [] : ["\(id) falló"])
    }
    let comprobadas = garantias.keys.sorted().map { id in
      ResultadoGarantia(id: id, nombre: "Garantía \(id)", pista: "", estado: garantias[id] == true ? .cumple : .rota(.compila))
    }
    return InformeLeccion(leccion: leccion, resultado: .ejecutada(EjecucionLeccion(resultados: resultados), garantias: comprobadas))
  }

  func evaluar(_ esperado: Expectativa, _ informe: InformeLeccion, fuente: String = "Solucion") -> [Hallazgo] {
    EvaluacionFuente(leccion: leccion, fuente: fuente, esperado: esperado).evaluar(informe).hallazgos
  }

  @Test("La plantilla no debe pasar ninguna prueba; sus garantías pueden cumplirse")
  func plantilla() {
    #expect(evaluar(.plantilla, ejecutada(pasan: [], garantias: ["g": true])).isEmpty)
    let hallazgos = evaluar(.plantilla, ejecutada(pasan: ["bajaUno"]), fuente: "Plantilla")
    #expect(hallazgos.map(\.clase) == [.plantillaPasa])
    #expect(
      hallazgos.first?.texto
        == "lección 3 · Plantilla: la plantilla no debe pasar la prueba 'bajaUno' («Bajar quita un grado»): pasa sin que "
        + "el alumno escriba nada. Cambia la plantilla o haz que la prueba compruebe lo que el alumno debe escribir.")
    #expect(hallazgos.first?.codigo == .fallo)
  }

  @Test("garantiasRotasEnPlantilla: cada garantía declarada debe empezar rota en la plantilla; las demás, libres")
  func plantillaConPuertaAbierta() {
    var conPuerta = leccion
    conPuerta.metadatos?.garantiasRotasEnPlantilla = ["g"]
    func evaluar(_ informe: InformeLeccion) -> [Hallazgo] {
      EvaluacionFuente(leccion: conPuerta, fuente: "Plantilla", esperado: .plantilla).evaluar(informe).hallazgos
    }
    #expect(evaluar(ejecutada(pasan: [], garantias: ["g": false, "h": true])).isEmpty)
    #expect(evaluar(ejecutada(pasan: [], garantias: ["g": false, "h": false])).isEmpty)
    let hallazgos = evaluar(ejecutada(pasan: [], garantias: ["g": true, "h": false]))
    #expect(hallazgos.map(\.clase) == [.garantiaCumple])
    #expect(
      hallazgos.first?.texto
        == "lección 3 · Plantilla: leccion.json ('garantiasRotasEnPlantilla') dice que la plantilla empieza con la "
        + "garantía 'g' («Garantía g») rota, pero se cumple: el alumno no tiene nada que cerrar ahí. Cambia la "
        + "plantilla o quita la garantía de esa lista.")
  }

  @Test("La solución y las alternativas pasan todo y cumplen sus garantías; cada fallo nombra la prueba")
  func pasa() {
    #expect(evaluar(.pasa, ejecutada(pasan: ["subeUno", "bajaUno"], garantias: ["g": true])).isEmpty)
    let hallazgos = evaluar(.pasa, ejecutada(pasan: ["bajaUno"], garantias: ["g": false]))
    #expect(hallazgos.map(\.clase) == [.pruebaFalla, .garantiaRota])
    #expect(hallazgos[0].texto == "lección 3 · Solucion: la prueba 'subeUno' («Subir añade un grado») falla:\n    subeUno falló")
    #expect(hallazgos[1].texto == "lección 3 · Solucion: la garantía 'g' («Garantía g») no se cumple:\n    " + MensajesChecker.garantiaCompila)
  }

  @Test("Un error-* que falla: exactamente las pruebas y garantías declaradas, ni más ni menos")
  func falla() {
    let esperado = Expectativa.falla(pruebas: ["subeUno"], garantias: ["g"])
    #expect(evaluar(esperado, ejecutada(pasan: ["bajaUno"], garantias: ["g": false, "h": true])).isEmpty)
    let hallazgos = evaluar(esperado, ejecutada(pasan: ["subeUno"], garantias: ["g": true, "h": false]))
    #expect(hallazgos.map(\.clase) == [.pruebaPasa, .pruebaFalla, .garantiaCumple, .garantiaRota])
    #expect(hallazgos[0].detalle.contains("leccion.json dice que la prueba 'subeUno'"))
    #expect(hallazgos[1].detalle.hasPrefix("la prueba 'bajaUno' («Bajar quita un grado») falla, pero leccion.json no la nombra"))
  }

  @Test("Un error-* que no compila: el diagnóstico aparece y la tabla lo explica con la entrada declarada")
  func noCompila() {
    let error = DiagnosticoCompilador(
      archivo: "Lessons/03-termostato/Variantes/error-x/T.swift", linea: 4, columna: 9, severidad: .error,
      mensaje: "cannot convert value of type 'String' to expected argument type 'Int'", marco: [" 4 |   grados = \"a\""])
    let propia = DiagnosticoConocido(id: "grados-enteros", patron: "expected argument type 'Int'", explicacion: "…")
    let fallo = FalloCompilacion(tipo: .alumno, errores: [error], explicaciones: [propia], otrasLineas: [])
    let informe = InformeLeccion(leccion: leccion, resultado: .noCompila(fallo))
    #expect(evaluar(.noCompila(diagnostico: "cannot convert value", explicacion: "grados-enteros"), informe).isEmpty)
    let otra = evaluar(.noCompila(diagnostico: "cannot convert value", explicacion: "otra"), informe)
    #expect(otra.map(\.clase) == [.diagnostico])
    #expect(otra.first?.detalle == "el error «cannot convert value» aparece, pero el checker lo explica con 'grados-enteros', no con 'otra'")
    let ausente = evaluar(.noCompila(diagnostico: "ambiguous use of", explicacion: "grados-enteros"), informe)
    #expect(ausente.first?.compilador == [error.cabecera, " 4 |   grados = \"a\""])
    #expect(evaluar(.noCompila(diagnostico: "x", explicacion: "y"), ejecutada(pasan: [])).map(\.clase) == [.compila])
  }

  @Test("Lo que debía compilar y no compila: código 2 y los errores del compilador literales")
  func debiaCompilar() {
    let error = DiagnosticoCompilador(
      archivo: "Lessons/03-termostato/Solucion/T.swift", linea: 2, columna: 1, severidad: .error, mensaje: "expected '}'")
    let informe = InformeLeccion(
      leccion: leccion, resultado: .noCompila(FalloCompilacion(tipo: .alumno, errores: [error], explicaciones: [nil], otrasLineas: [])))
    let hallazgos = evaluar(.pasa, informe)
    #expect(hallazgos.map(\.codigo) == [.noCompila])
    #expect(
      hallazgos.first?.texto
        == "lección 3 · Solucion: Solucion no compila:\n    Lessons/03-termostato/Solucion/T.swift:2:1: error: expected '}'")
    let taller = InformeLeccion(
      leccion: leccion, resultado: .noCompila(FalloCompilacion(tipo: .taller, errores: [error], explicaciones: [nil], otrasLineas: [])))
    #expect(evaluar(.plantilla, taller).map(\.codigo) == [.interno])
    #expect(evaluar(.pasa, InformeLeccion(leccion: leccion, resultado: .interrumpida)).map(\.codigo) == [.interrumpido])
  }

  @Test("Una prueba declarada que el binario no registra es un error interno (70), no un aprobado")
  func ausente() {
    let resultados = [
      ResultadoPruebaOculta(id: "subeUno", estado: .pasa, mensajes: []),
      ResultadoPruebaOculta(id: "bajaUno", estado: .ausente, mensajes: ["error interno: no registrada"]),
    ]
    let informe = InformeLeccion(leccion: leccion, resultado: .ejecutada(EjecucionLeccion(resultados: resultados), garantias: []))
    let hallazgos = evaluar(.pasa, informe)
    #expect(hallazgos.map(\.clase) == [.interno])
    #expect(hallazgos.map(\.codigo) == [.interno])
    #expect(hallazgos.map(\.detalle) == ["error interno: no registrada"])
    let otro = evaluar(.pasa, InformeLeccion(leccion: leccion, resultado: .errorInterno(.swiftNoArranca(ruta: "/sin/swift"))))
    #expect(otro.map(\.detalle) == [MensajesVerificacion.interno(MensajesChecker.swiftNoArranca("/sin/swift"))])
    #expect(otro.first?.detalle.hasPrefix("error interno: ") == true)
  }

  @Test("El código de una lección es el más grave de sus hallazgos")
  func codigo() {
    let pasos = [
      PasoVerificacion(etapa: .fuente("a"), resumen: .ninguno, hallazgos: [Hallazgo(leccion: 1, clase: .todo, motivo: .sinTodo(archivo: "x"))]),
      PasoVerificacion(
        etapa: .fuente("b"), resumen: .ninguno,
        hallazgos: [Hallazgo(leccion: 1, clase: .noCompila, motivo: .noCompila(fuente: "b", tipo: .alumno))]),
      PasoVerificacion(etapa: .fuente("c"), resumen: .pasa(pruebas: 1, garantias: 0), hallazgos: []),
    ]
    #expect(VerificacionLeccion(leccion: leccion, pasos: pasos).codigoSalida == .noCompila)
    #expect(VerificacionLeccion(leccion: leccion, pasos: [pasos[2]]).codigoSalida == .exito)
  }
}

@Suite("verificar: el informe en texto")
struct RedactorVerificacionTests {
  let informe = RedactorVerificacion(estilo: Estilo(color: false))

  @Test("Un paso correcto es una línea ✓ con su resumen y su duración; uno con hallazgos los detalla debajo")
  func pasos() {
    #expect(
      informe.paso(PasoVerificacion(etapa: .fuente("Plantilla"), resumen: .plantilla(pruebas: 3), hallazgos: [], duracion: 12.4))
        == "  ✓ Plantilla: compila y falla las 3 pruebas (12 s)\n")
    let hallazgo = Hallazgo(
      leccion: 3, fuente: "Solucion", clase: .noCompila, motivo: .noCompila(fuente: "Solucion", tipo: .alumno),
      compilador: ["Lessons/03-x/Solucion/A.swift:2:1: error: expected '}'", "2 | }", ""])
    #expect(
      informe.paso(PasoVerificacion(etapa: .fuente("Solucion"), resumen: .ninguno, hallazgos: [hallazgo], duracion: 0.2))
        == """
          ✗ Solucion
              Solucion no compila:
                  Lessons/03-x/Solucion/A.swift:2:1: error: expected '}'
                  2 | }


        """)
  }

  @Test("Los hallazgos del curso van bajo «Curso», uno por línea")
  func curso() {
    #expect(informe.curso([]) == "Curso\n  ✓ Package.swift lista exactamente las carpetas Lessons/NN-*\n")
    let hallazgo = Hallazgo(leccion: nil, clase: .curso, motivo: .catalogo(.carpetaSinListar(carpeta: "Lessons/05-x")))
    #expect(informe.curso([hallazgo]) == "Curso\n  ✗ la carpeta 'Lessons/05-x' no está en la lista de lecciones de Package.swift\n")
  }
}
