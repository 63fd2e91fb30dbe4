import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// Per-exercise lessons without building: metadata, the manifest line, the report block, the exit
/// code and what `verificar` demands of each source.
@Suite("Lecciones por ejercicios")
struct EjerciciosTests {
  let ejercicio = EjercicioDeclarado(
    numero: 1, titulo: "El nombre", archivos: ["Pedido.swift"], pruebas: ["a"],
    diagnostico: "does not conform to protocol 'Reducer'", explicacion: "renombrada", dondeMirar: "Los tipos anidados.")
  let entrada = DiagnosticoConocido(
    id: "renombrada", patron: "protocol requires nested type 'Action'", explicacion: "Renómbralo a `Action`.")

  var leccion: Leccion {
    Leccion(
      numero: 5, slug: "d",
      metadatos: MetadatosLeccion(
        numero: 5, titulo: "Diagnósticos", posicion: 5,
        pruebas: [
          PruebaDeclarada(id: "a", nombre: "Suma", pistas: ["P."]),
          PruebaDeclarada(id: "b", nombre: "Resta", pistas: ["Q."]),
        ],
        diagnosticos: [entrada], ejercicios: [ejercicio]))
  }

  /// The real error of a renamed `Action` (Swift 6.3), with the runtime's note attached.
  var roto: EjercicioCompilado {
    let nota = DiagnosticoCompilador(
      archivo: "Sources/ComposableArchitecture/Reducer/Reducer.swift", linea: 24, columna: 18, severidad: .note,
      mensaje: "protocol requires nested type 'Action'")
    let error = DiagnosticoCompilador(
      archivo: "Sources/Workbook/Leccion05/Pedido.swift", linea: 9, columna: 8, severidad: .error,
      mensaje: "type 'Pedido' does not conform to protocol 'Reducer'", marco: ["9 | struct Pedido: Reducer {"],
      notasAdjuntas: [nota])
    return EjercicioCompilado(ejercicio: ejercicio, errores: [error], explicaciones: [entrada])
  }

  func informe(_ ejercicios: [EjercicioCompilado]) -> InformeLeccion {
    let resultados = [
      ResultadoPruebaOculta(id: "a", estado: .fallo, mensajes: [MensajesEjercicios.pruebaSinCompilar(1)]),
      ResultadoPruebaOculta(id: "b", estado: .pasa, mensajes: []),
    ]
    return InformeLeccion(
      leccion: leccion, resultado: .ejecutada(EjecucionLeccion(resultados: resultados), garantias: []),
      ejercicios: ejercicios)
  }

  @Test("La línea de Package.swift con `porEjercicio: true` sigue en la lista de lecciones")
  func lineaDelManifiesto() {
    let lineas = ListaLecciones.leer(manifiesto: """
      let lecciones: [Leccion] = [
        leccion(4, "view-action"),
        leccion(5, "diagnosticos-desplazados", porEjercicio: true),
      ]
      """)
    #expect(lineas.map(\.numero) == [4, 5])
    #expect(lineas.last?.slug == "diagnosticos-desplazados")
  }

  @Test("leccion.json con `ejercicios` se lee, y sin ellos la lección es normal")
  func metadatos() throws {
    let json = """
      {"formato":1,"numero":5,"titulo":"T","orden":5,"pruebas":[],
       "ejercicios":[{"numero":1,"titulo":"El nombre","archivos":["Pedido.swift"],"pruebas":["a"],
       "diagnostico":"x","explicacion":"renombrada","dondeMirar":"Aquí."}]}
      """
    let leidos = try JSONDecoder().decode(MetadatosLeccion.self, from: Data(json.utf8))
    #expect(leidos.ejercicios?.first?.archivos == ["Pedido.swift"])
    let normal = try JSONDecoder().decode(
      MetadatosLeccion.self, from: Data(#"{"formato":1,"numero":1,"titulo":"T","orden":1,"pruebas":[]}"#.utf8))
    #expect(normal.ejercicios == nil)
  }

  @Test("Un ejercicio que no compila: sale con 2, no se completa, y el informe muestra el error, la explicación y dónde mirar")
  func informeConEjercicioRoto() {
    let informe = informe([roto])
    #expect(informe.codigoSalida == .noCompila)
    #expect(!informe.completada)
    #expect(informe.aprobadas == 1)
    let texto = RedactorInforme(estilo: Estilo(color: false), siguiente: nil).redactar(informe)
    #expect(texto.contains("""
      Ejercicios que no compilan
      1 de 1 ejercicios no compila todavía:

      ✗ Ejercicio 1 · El nombre
      Sources/Workbook/Leccion05/Pedido.swift:9:8: error: type 'Pedido' does not conform to protocol 'Reducer'
      9 | struct Pedido: Reducer {
      Sources/ComposableArchitecture/Reducer/Reducer.swift:24:18: note: protocol requires nested type 'Action'
        Explicación: Renómbralo a `Action`.
        Dónde mirar: Los tipos anidados.
      """))
    #expect(texto.contains("✗ Suma\n    no compila: el ejercicio 1 no compila todavía"), "\(texto)")
    // Grouped by exercise (a per-exercise lesson knows its tests' exercises); a test no exercise
    // lists goes under «Otras pruebas».
    #expect(texto.contains("\nEjercicio 1 · El nombre\n  ✗ Suma (detalle arriba)\nOtras pruebas\n  ✓ Resta\n"), "\(texto)")
  }


  @Test("«Dónde mirar» sale solo mientras el error de partida del ejercicio sigue ahí; con otro error, no")
  func dondeMirarSoloConSuDiagnostico() {
    // Un alumno cambió el error del ejercicio 2 de la lección 5 por otro en su propia línea, y el
    // informe le seguía diciendo «no en la línea señalada, que estaba bien».
    func bloque(_ mensaje: String, nota: String? = nil) -> String {
      let error = DiagnosticoCompilador(
        archivo: "Sources/Workbook/Leccion05/Pedido.swift", linea: 30, columna: 1, severidad: .error, mensaje: mensaje,
        notasAdjuntas: nota.map { [DiagnosticoCompilador(archivo: "", linea: 1, columna: 1, severidad: .note, mensaje: $0)] } ?? [])
      return RedactorEjercicios(estilo: Estilo(color: false))
        .redactar(de: EjercicioCompilado(ejercicio: ejercicio, errores: [error], explicaciones: [nil]), leccion: 5)
        .joined(separator: "\n")
    }
    #expect(bloque("type 'Pedido' does not conform to protocol 'Reducer'").contains("Dónde mirar: Los tipos anidados."))
    #expect(!bloque("cannot find 'Pedid' in scope").contains("Dónde mirar"))
    #expect(!bloque("type 'Pedido.Action' does not conform to protocol 'CasePathable'").contains("Dónde mirar"))
    #expect(
      bloque("value of type 'Pedido' has no member 'x'", nota: "type 'Pedido' does not conform to protocol 'Reducer'")
        .contains("Dónde mirar"))
  }

  @Test("Un ejercicio roto sigue las reglas del informe de compilación: sin el código de una prueba oculta y con los candidatos contados")
  func ejercicioConPruebaOcultaYCandidatos() {
    // Antes el bloque de un ejercicio mostraba el marco de la prueba oculta y callaba los candidatos.
    let candidatos = (1...3).map { numero in
      DiagnosticoCompilador(
        archivo: "", linea: 1, columna: numero, severidad: .note,
        mensaje: "candidate would match if 'Pedido' conformed to 'RawRepresentable'")
    }
    let enLaPrueba = DiagnosticoCompilador(
      archivo: "Tests/Exercises/Leccion05/PedidoTests.swift", linea: 12, columna: 5, severidad: .error,
      mensaje: "value of type 'Pedido.State' has no member 'total'",
      marco: ["12 |     #expect(estado.total == 3)", "   |     `- error: value of type 'Pedido.State' has no member 'total'"])
    let delAlumno = DiagnosticoCompilador(
      archivo: "Sources/Workbook/Leccion05/Pedido.swift", linea: 4, columna: 3, severidad: .error,
      mensaje: "binary operator '==' cannot be applied to two 'Pedido.State' operands",
      marco: ["4 |   estado == otro"], notasAdjuntas: candidatos)
    let bloque = RedactorEjercicios(estilo: Estilo(color: false))
      .redactar(de: EjercicioCompilado(ejercicio: ejercicio, errores: [enLaPrueba, delAlumno], explicaciones: [nil, nil]), leccion: 5)
      .joined(separator: "\n")
    #expect(bloque.contains("Tests/Exercises/Leccion05/PedidoTests.swift:12:5: error: value of type 'Pedido.State' has no member 'total'"))
    #expect(!bloque.contains("#expect(estado.total == 3)"), "\(bloque)")
    #expect(bloque.contains(MensajesChecker.codigoPruebasOculto))
    #expect(bloque.contains("4 |   estado == otro\n" + MensajesChecker.candidatosOmitidos(3)), "\(bloque)")
    #expect(!bloque.contains("RawRepresentable"))
  }
  @Test("Con todos los ejercicios compilando, el código de salida es el de las pruebas")
  func todosCompilan() {
    let informe = informe([EjercicioCompilado(ejercicio: ejercicio)])
    #expect(informe.codigoSalida == .fallo)
    #expect(!RedactorInforme(estilo: Estilo(color: false), siguiente: nil).redactar(informe).contains("Ejercicios que no compilan\n"))
  }

  @Test("Un archivo del ejercicio que falta se explica sin lanzar swiftc, y el informe dice cómo recuperarlo")
  func faltaArchivo() throws {
    let raiz = FileManager.default.temporaryDirectory.appendingPathComponent("ejercicios-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: raiz) }
    let taller = Taller(raiz: raiz)
    let compilador = CompiladorEjercicios(
      taller: taller, toolchain: Toolchain(swift: "/nunca/swift", swiftc: ["/nunca/swiftc"]), entorno: [:])
    let falta = raiz.appendingPathComponent("Sources/Workbook/Leccion05/Pedido.swift")
    let compilado = try #require(
      compilador.compilar(
        ejercicio, archivos: [falta], leccion: leccion, modulos: raiz, carpeta: raiz.appendingPathComponent("o"),
        tabla: TablaDiagnosticos(entradas: [])))
    #expect(!compilado.compila)
    #expect(compilado.problema.map(MensajesEjercicios.problema) == MensajesEjercicios.faltaArchivo("Sources/Workbook/Leccion05/Pedido.swift", leccion: 5))
    let texto = RedactorInforme(estilo: Estilo(color: false), siguiente: nil).redactar(informe([compilado]))
    #expect(texto.contains("✗ Ejercicio 1 · El nombre\n  falta 'Sources/Workbook/Leccion05/Pedido.swift'."))
    #expect(texto.contains("swift run -q checker reiniciar leccion5"))
  }

  @Test("Un runtime compilado por otra toolchain no es un error del ejercicio: problema de toolchain en español")
  func toolchainDistinta() throws {
    let falsa = try ToolchainFalsa()
    defer { falsa.limpiar() }
    // The last argument is the exercise's file; the mismatch is reported on it, as swiftc does.
    let swiftc = try falsa.programa(
      "bin/swiftc",
      """
      for ultimo; do :; done
      echo "$ultimo:1:8: error: compiled module was created by a different version of the compiler '6.0.3.1.10'; \
      rebuild 'ComposableArchitecture' and try again: /x/.build/debug/Modules/ComposableArchitecture.swiftmodule" >&2
      exit 1
      """)
    let archivo = falsa.carpeta.appendingPathComponent("Sources/Workbook/Leccion05/Pedido.swift")
    try FileManager.default.createDirectory(at: archivo.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("import ComposableArchitecture\n".utf8).write(to: archivo)
    let compilador = CompiladorEjercicios(
      taller: Taller(raiz: falsa.carpeta), toolchain: Toolchain(swift: falsa.ruta("bin/swift"), swiftc: [swiftc]),
      entorno: [:], registro: RegistroHijos())
    let compilado = try #require(
      compilador.compilar(
        ejercicio, archivos: [archivo], leccion: leccion, modulos: falsa.carpeta.appendingPathComponent("Modules"),
        carpeta: falsa.carpeta.appendingPathComponent("o"), tabla: TablaDiagnosticos(entradas: [entrada])))
    #expect(!compilado.compila)
    #expect(compilado.errores.isEmpty, "no es un error del alumno: \(compilado.errores)")
    guard case .toolchainDistinta(_, let usado, let linea) = compilado.problema else {
      Issue.record("debía ser un problema de toolchain, fue \(String(describing: compilado.problema))")
      return
    }
    #expect(usado == swiftc)
    #expect(linea.contains("compiled module was created by a different version of the compiler"))
    let mensaje = try #require(compilado.problema.map(MensajesEjercicios.problema))
    #expect(mensaje.hasPrefix("no se pudo compilar: el compilador no puede cargar los módulos recién compilados"))
    #expect(mensaje.contains("No es un fallo de tu código."))
    #expect(mensaje.contains("borra la carpeta `.build`"))
  }

  @Test("verificar: en la plantilla cada ejercicio debe fallar con su diagnóstico; en la solución, compilar")
  func verificacion() {
    func hallazgos(_ esperado: Expectativa, _ ejercicios: [EjercicioCompilado]) -> [Hallazgo.Clase] {
      EvaluacionEjercicios(evaluacion: EvaluacionFuente(leccion: leccion, fuente: "F", esperado: esperado))
        .hallazgos(informe(ejercicios)).map(\.clase)
    }
    let compila = EjercicioCompilado(ejercicio: ejercicio)
    #expect(hallazgos(.plantilla, [roto]) == [])
    #expect(hallazgos(.plantilla, [compila]) == [.compila])
    var otroError = roto
    otroError.errores[0].mensaje = "cannot find 'x' in scope"
    otroError.errores[0].notasAdjuntas = []
    otroError.explicaciones = [nil]
    #expect(hallazgos(.plantilla, [otroError]) == [.diagnostico])
    #expect(hallazgos(.pasa, [compila]) == [])
    #expect(hallazgos(.pasa, [roto]) == [.noCompila])
    #expect(hallazgos(.noCompila(diagnostico: "does not conform", explicacion: "renombrada"), [roto]) == [])
    #expect(hallazgos(.noCompila(diagnostico: "does not conform", explicacion: "otra"), [roto]) == [.diagnostico])
    #expect(hallazgos(.noCompila(diagnostico: "does not conform", explicacion: "renombrada"), [compila]) == [.compila])
  }
}

@Suite("Un archivo reescrito por el ensamblado nunca conserva el segundo del que sustituye")
struct FechaEnsambladoTests {
  @Test("Reescrito en el mismo segundo: su fecha pasa al segundo siguiente; en otro segundo, se queda")
  func mismoSegundo() throws {
    let carpeta = FileManager.default.temporaryDirectory.appendingPathComponent("ensamblado-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: carpeta) }
    let archivo = carpeta.appendingPathComponent("Termostato.swift")
    func fecha() throws -> Double {
      try #require(try FileManager.default.attributesOfItem(atPath: archivo.path)[.modificationDate] as? Date)
        .timeIntervalSince1970
    }
    let anterior = Date(timeIntervalSince1970: 1_700_000_000.3)
    try Data("let a = 2\n".utf8).write(to: archivo)
    // The new content got a date in the same second as the file it replaced.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000.8)], ofItemAtPath: archivo.path)
    Ensamblado.fechaPosterior(archivo, a: anterior)
    #expect(try fecha() == 1_700_000_001)
    // A later second is left alone.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_700_000_005.5)], ofItemAtPath: archivo.path)
    Ensamblado.fechaPosterior(archivo, a: anterior)
    #expect(try fecha() == 1_700_000_005.5)
    // A new file (nothing replaced) too.
    Ensamblado.fechaPosterior(archivo, a: nil)
    #expect(try fecha() == 1_700_000_005.5)
  }
}
