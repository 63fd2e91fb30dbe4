import CheckerCore
import Motor
import Foundation
import Testing

extension Construcciones {
  /// `swift run -q checker …` end to end against the fixture workbook (issue 4, items 1–11).
  @Suite("El checker de extremo a extremo")
  struct CheckerE2ETests {
    init() throws { try TallerE2E.preparar() }

    @Test("Informe exacto desde una subcarpeta, garantías aparte y progreso guardado (7, 8, 9)")
    func informeYProgreso() throws {
      let salida = try TallerE2E.checker(["lección", "1"], desde: "Lessons/01-contador")
      #expect(salida.codigo == 1, "\(salida.todo)")
      // The first line may add «(la primera vez también el runtime…)» when the runtime was not built yet.
      let partes = salida.stdout.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
      #expect(partes.first?.hasPrefix("Compilando la lección 1…") == true, "\(salida.todo)")
      #expect(
        partes.last == """
          Lección 1 · Un contador de prueba

          ✗ Restar quita uno a la cuenta
              Tras sumar dos veces y restar una, la cuenta debería ser 1.

                  − 1
                  + 2

              (Esperado: −, Real: +)
              ¿Quieres una pista? `swift run -q checker pista leccion1` da las de esta prueba, de una en una.

          ✓ Sumar añade uno a la cuenta
          ✗ Restar quita uno a la cuenta (detalle arriba)
          ✗ Restar desde cero avisa y no baja de cero
          Otra prueba falla (✗); arregla primero la de arriba. Para ver el detalle de todas: `swift run -q checker leccion1 --completo`.

          Garantías de tipos
          ✓ La cuenta solo cambia con sumar y restar
          ✗ Las acciones no incluyen trucos
              Este fragmento no debería compilar con tu código, pero compila: tus tipos permiten algo que la lección quiere impedir.
              Pista: Quita el caso `magia` de `Accion`: el contador solo suma y resta.

          ███░░░░░░░ 1/3 pruebas

          """, "\(salida.todo)")
      let progreso = AlmacenProgreso(taller: Taller(raiz: TallerE2E.copia)).leer()
      #expect(progreso.aviso == nil)
      #expect(progreso.progreso.lecciones["01"]?.aprobadas == 1)
      #expect(progreso.progreso.lecciones["01"]?.fallidas == ["restaUno", "avisaBajoCero"])

      let resumen = try TallerE2E.checker([], desde: "Sources")
      #expect(resumen.codigo == 0)
      let linea = try #require(resumen.stdout.split(separator: "\n").first { $0.contains("Lección 1 ·") })
      #expect(linea.hasPrefix("  Lección 1 · Un contador de prueba "), "\(resumen.todo)")
      #expect(linea.hasSuffix(" ███░░░░░░░ 1/3"), "\(resumen.todo)")
      #expect(resumen.stdout.contains("Siguiente: lección 1 — Un contador de prueba"))
    }

    @Test("Con la solución copiada: todo ✓, felicitación, siguiente lección y salida 0 (8)")
    func completada() throws {
      try TallerE2E.copiarSobreCopiaDeTrabajo("01-contador", "Solucion", modulo: "Leccion01")
      let salida = try TallerE2E.checker(["leccion01"])
      #expect(salida.codigo == 0, "\(salida.todo)")
      #expect(!salida.stdout.contains("✗"))
      #expect(salida.stdout.hasSuffix("██████████ 3/3 pruebas\n¡Lección 1 completada!\nSiguiente: lección 2 — Código que se rompe\n"))
      let resumen = try TallerE2E.checker([])
      #expect(resumen.stdout.contains("✓ Lección 1 · Un contador de prueba"), "\(resumen.todo)")
      #expect(resumen.stdout.contains("Siguiente: lección 2 — Código que se rompe"))
    }

    @Test("Completada, rota después y con una prueba nueva: el panorama separa el logro del último resultado (issue 16, 7)")
    func completadaSeMantiene() throws {
      try TallerE2E.copiarSobreCopiaDeTrabajo("01-contador", "Solucion", modulo: "Leccion01")
      let completa = try TallerE2E.checker(["leccion1"])
      #expect(completa.codigo == 0, "\(completa.todo)")
      try TallerE2E.copiarSobreCopiaDeTrabajo("01-contador", "Plantilla", modulo: "Leccion01")
      let rota = try TallerE2E.checker(["leccion1"])
      #expect(rota.codigo == 1, "\(rota.todo)")
      #expect(!rota.stdout.contains("completada!"))

      let resumen = try TallerE2E.checker([])
      let linea = try #require(resumen.stdout.split(separator: "\n").first { $0.contains("Lección 1 ·") })
      #expect(linea.hasPrefix("✓ Lección 1 · Un contador de prueba "), "\(resumen.todo)")
      #expect(linea.hasSuffix(" ██████████ completada · última comprobación 0/3"), "\(resumen.todo)")
      #expect(resumen.stdout.contains("Siguiente: lección 2 — Código que se rompe"), "\(resumen.todo)")

      // Una actualización del curso añade una prueba a la lección 1: vuelve a estar pendiente, y se dice por qué.
      let metadatos = TallerE2E.copia.appendingPathComponent("Lessons/01-contador/leccion.json")
      var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: metadatos)) as? [String: Any])
      var pruebas = try #require(json["pruebas"] as? [[String: Any]])
      pruebas.insert(["id": "restaDos", "nombre": "Restar dos veces", "pistas": ["Resta dos veces."]], at: 0)
      json["pruebas"] = pruebas
      try JSONSerialization.data(withJSONObject: json).write(to: metadatos)
      let trasActualizar = try TallerE2E.checker([])
      let pendiente = try #require(trasActualizar.stdout.split(separator: "\n").first { $0.contains("Lección 1 ·") })
      #expect(pendiente.hasPrefix("  Lección 1 · Un contador de prueba "), "\(trasActualizar.todo)")
      #expect(pendiente.contains(" 0/4 (la completaste el "), "\(trasActualizar.todo)")
      #expect(pendiente.hasSuffix(", pero desde entonces la lección tiene pruebas nuevas)"), "\(trasActualizar.todo)")
      #expect(trasActualizar.stdout.contains("Siguiente: lección 1 — Un contador de prueba"), "\(trasActualizar.todo)")
    }

    @Test("Errores de compilación del alumno: titular, rutas relativas, marco, explicación; salida 2 (1, 2a)")
    func noCompilaAlumno() throws {
      let salida = try TallerE2E.checker(["leccion3"])
      #expect(salida.codigo == 2, "\(salida.todo)")
      let texto = salida.stdout
      #expect(texto.contains("Tu código de la lección 3 no compila."))
      #expect(texto.contains("Sources/Workbook/Leccion03/Semaforo.swift:6:5: error: switch must be exhaustive"))
      #expect(texto.contains("Sources/Workbook/Leccion03/Semaforo.swift:13:21: error: cannot convert value of type 'String' to specified type 'Int'"))
      #expect(texto.contains(" 6 |     switch self {"))
      #expect(texto.contains("Explicación: Un `switch` sobre las acciones debe tratar todos los casos."))
      #expect(!texto.contains(TallerE2E.copia.path))
      #expect(!texto.contains("Compiling"))
      #expect(!texto.contains("✓") && !texto.contains("✗"))
      // No result is recorded, only that the newest check did not compile (for `pista`, #33.6).
      let registro = AlmacenProgreso(taller: Taller(raiz: TallerE2E.copia)).leer().progreso.lecciones["03"]
      #expect(registro?.aprobadas == 0 && registro?.completada == false)
      #expect(registro?.sinCompilar?.error == "Sources/Workbook/Leccion03/Semaforo.swift:6:5: error: switch must be exhaustive")
      #expect(registro?.sinCompilar?.diagnostico == "switch-incompleto", "el progreso guarda qué diagnóstico lo explicó")
      #expect(registro?.sinCompilar?.explicacion == nil, "y no su texto, que se busca al leer")
    }

    @Test("Un binario viejo de una compilación anterior nunca se ejecuta (1)")
    func binarioViejo() throws {
      var entorno = TallerE2E.entorno(["TALLER_FUENTE": "3:solucion"])
      entorno.removeValue(forKey: "NO_COLOR")
      let swift = try #require(Toolchain.buscar("swift", entorno: entorno))
      let construccion = try Lanzador.ejecutar(
        ProcesoHijo(
          ejecutable: swift, argumentos: ["build", "--product", "PruebasLeccion03"], entorno: entorno,
          directorio: TallerE2E.copia.path, limiteSegundos: 900 * TallerE2E.factor))
      #expect(construccion.exito, "\(construccion.textoSalida)\n\(construccion.textoErrores)")
      #expect(FileManager.default.isExecutableFile(atPath: TallerE2E.copia.appendingPathComponent(".build/debug/PruebasLeccion03").path))
      let salida = try TallerE2E.checker(["leccion3"])
      #expect(salida.codigo == 2, "\(salida.todo)")
      #expect(salida.stdout.contains("Tu código de la lección 3 no compila."))
      #expect(!salida.stdout.contains("Del ámbar se pasa al rojo"))
    }

    @Test("El módulo compila pero las pruebas no: otro titular, nombra el símbolo sin enseñar el código de la prueba; salida 2 (2b)")
    func tiposNoCoinciden() throws {
      let salida = try TallerE2E.checker(["leccion4"])
      #expect(salida.codigo == 2, "\(salida.todo)")
      #expect(salida.stdout.contains("Tus tipos no coinciden con lo que piden las pruebas."))
      #expect(salida.stdout.contains("  • Bombilla.Accion.alternar"))
      #expect(salida.stdout.contains("Tests/Exercises/Leccion04/PruebasBombilla.swift:7:22: error: type 'Bombilla.Accion' has no member 'alternar'"))
      // The hidden test's code is not shown (it would give the exercise away), and the report says so.
      #expect(!salida.stdout.contains("bombilla.enviar(.alternar)"), "\(salida.stdout)")
      #expect(!salida.stdout.contains("var bombilla = Bombilla()"), "\(salida.stdout)")
      #expect(salida.stdout.contains("(No se muestra el código de las pruebas ocultas: cada error dice su archivo, su línea y qué no cuadra con tu código.)"))
    }

    @Test("Pruebas declaradas y registradas que no cuadran: error interno, salida 70 (6)")
    func conteo() throws {
      let salida = try TallerE2E.checker(["6"])
      #expect(salida.codigo == 70, "\(salida.todo)")
      #expect(salida.stdout.contains("✓ La primera prueba"))
      #expect(salida.stdout.contains("✗ Una prueba que nadie registró\n    error interno: leccion.json declara la prueba 'fantasma'"))
      #expect(salida.stdout.contains("error interno: las pruebas ocultas registran 'intrusa', que leccion.json no declara."))
    }

    @Test("Los fallos del TestStore y sus comprobaciones de fin de prueba llegan literales (8)")
    func fallosDelTestStore() throws {
      let salida = try TallerE2E.checker(["leccion7"])
      #expect(salida.codigo == 1, "\(salida.todo)")
      let texto = salida.stdout
      // 16.2: the analyzer block comes first (an informative finding: `reduce` without `body`).
      #expect(texto.contains("Lección 7 · "), "\(salida.todo)")
      #expect(texto.contains("\n\nRevisión del código\n[para saber] Sources/Workbook/Leccion07/Temporizador.swift:19\n"), "\(salida.todo)")
      // #33.2: nothing observed names a cause, so the observed fact leads; the hint waits behind `pista`.
      #expect(
        texto.contains(
          "✗ Empezar pone el temporizador en marcha y cuenta un segundo\n"
            + "    El estado no cambió como se esperaba tras enviar Temporizador.Action.empezarPulsado.\n"), "\(salida.todo)")
      #expect(!texto.contains("Pista: Marca `enMarcha` al empezar."))
      #expect(texto.contains("        −   enMarcha: true\n        +   enMarcha: false\n"))
      #expect(texto.contains("    (Esperado: −, Real: +)"))
      // 16.6: only the first failing test in full, and only its first failure; the rest are counted,
      // the other tests get one line, and `--completo` and `--json` keep everything.
      #expect(
        texto.contains(
          "\n    (Esta prueba tiene 2 fallos más; arregla primero este, que suele causar los demás, o míralos "
            + "todos con `swift run -q checker leccion7 --completo`.)\n    ¿Quieres una pista? `swift run -q checker pista leccion7`"))
      #expect(!texto.contains("El store recibió"))
      let completo = try TallerE2E.checker(["leccion7", "--completo"])
      #expect(completo.codigo == 1, "\(completo.todo)")
      #expect(completo.stdout.contains("\n\n    El store recibió 1 acción que no se comprobó."), "\(completo.todo)")
      #expect(!completo.stdout.contains("fallo más"))
      let json = try TallerE2E.checker(["leccion7", "--json"])
      #expect(json.stdout.contains("El store recibió 1 acción que no se comprobó."), "\(json.todo)")
      #expect(json.stdout.contains("Acciones sin comprobar:\\n    .avisoEnviado"), "\(json.todo)")
      #expect(!texto.contains("Pista: `tick` devuelve `.none`."))
      #expect(texto.contains("\n✗ Un tick no lanza ninguna acción más\nOtra prueba falla (✗)"))
      // #33.2: no evidence of a cause, so the observed fact leads and the hint waits behind `pista`.
      #expect(!completo.stdout.contains("Pista: `tick` devuelve `.none`."), "\(completo.todo)")
      #expect(completo.stdout.contains("    ¿Quieres una pista? `swift run -q checker pista leccion7`"), "\(completo.todo)")
      #expect(texto.hasSuffix("░░░░░░░░░░ 0/2 pruebas\n"))
    }

    @Test("Errores de uso (64) y sin swift en el PATH (70) (10)")
    func codigosDeUso() throws {
      let desconocida = try TallerE2E.checker(["lecion1"])
      #expect(desconocida.codigo == 64)
      #expect(desconocida.stdout.isEmpty)
      #expect(desconocida.stderr.contains("¿Quisiste decir 'leccion1'?"))
      #expect(desconocida.stderr.contains("Lecciones válidas: leccion1, leccion2, leccion3, leccion4, leccion5, leccion6, leccion7."))
      #expect(try TallerE2E.checker(["leccion9"]).codigo == 64)
      let sinSwift = try TallerE2E.checker(["leccion1"], entorno: ["PATH": "/no-existe"])
      #expect(sinSwift.codigo == 70)
      #expect(sinSwift.stderr.contains("no encuentro el programa `swift` en el PATH"))
      let ayuda = try TallerE2E.checker(["leccion1", "--ayuda"])
      #expect(ayuda.codigo == 0)
      #expect(ayuda.stdout.hasPrefix("Uso: swift run -q checker leccionN [--completo] [--json]"))
      #expect(ayuda.stdout.contains("64 uso incorrecto"))
    }
  }
}
