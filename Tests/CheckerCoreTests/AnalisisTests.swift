import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

@Suite("Analizadores de código: body y reduce, Task en un reducer, fatalError")
struct AnalisisTests {
  func hallazgos(_ texto: String, ruta: String = "R.swift") -> [HallazgoAnalisis] {
    AnalizadorFuente.analizar([(ruta: ruta, texto: texto)])
  }

  let bodyYReduce = """
    struct Reproductor: Reducer {
      struct State {}
      enum Action { case a }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
      }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .none
      }
    }
    """

  @Test("body y reduce(into:action:) en el mismo reducer: el error de @Reducer, en la línea de reduce, con la de body")
  func bodyYReduceEsError() {
    let encontrados = hallazgos(bodyYReduce)
    #expect(
      encontrados == [
        HallazgoAnalisis(id: .reducerBodyYReduce, archivo: "R.swift", linea: 7, tipoSwift: "Reproductor", lineaBody: 4)
      ])
    #expect(encontrados.first?.tipo == .esencial)
    let texto = MensajesAnalisis.texto(encontrados[0])
    #expect(texto.contains("A 'reduce' method should not be defined in a reducer with a 'body'; it takes precedence and 'body' will never be invoked"))
    #expect(texto.contains("TCA 1.4–1.24"))
    #expect(texto.contains("1.25"))
  }

  @Test("Con @Reducer en vez de la conformidad, también; con modificadores y argumentos del atributo")
  func conAtributo() {
    let fuente = bodyYReduce.replacingOccurrences(
      of: "struct Reproductor: Reducer {", with: "@Reducer(state: .equatable)\npublic struct Reproductor {")
    #expect(hallazgos(fuente).map(\.id) == [.reducerBodyYReduce])
  }

  @Test("Solo reduce: informativo (obsoleto en 1.25); solo body: nada; un tipo que no es reducer: nada")
  func soloUno() {
    let soloReduce = """
      struct R: Reducer {
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      """
    #expect(hallazgos(soloReduce).map(\.id) == [.reduceObsoleto])
    #expect(hallazgos(soloReduce).first?.tipo == .informativo)
    #expect(hallazgos("struct R: Reducer {\n  var body: some ReducerOf<Self> { EmptyReducer() }\n}").isEmpty)
    let noReducer = bodyYReduce.replacingOccurrences(of: ": Reducer", with: ": Vista")
    #expect(hallazgos(noReducer).isEmpty)
  }

  @Test("Un reduce con otra firma, uno dentro de un tipo anidado o de otro tipo no cuenta")
  func otrasFirmas() {
    let otraFirma = bodyYReduce.replacingOccurrences(of: "action: Action", with: "accion: Action")
    #expect(hallazgos(otraFirma).isEmpty)
    let anidado = """
      struct R: Reducer {
        var body: some ReducerOf<Self> { EmptyReducer() }
        struct Ayudante {
          func reduce(into state: inout Int, action: Int) -> Int { 0 }
        }
      }
      """
    #expect(hallazgos(anidado).isEmpty)
  }

  @Test("Comentarios y cadenas no cuentan: ni `Task {` ni `fatalError(` ni `func reduce` escritos en ellos")
  func comentariosYCadenas() {
    let fuente = """
      struct R: Reducer {
        // Task { } aquí no
        /* fatalError("no") /* anidado */ Task.detached { } */
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            print("Task { fatalError() } \\(valor("Task {"))")
            print(#"fatalError("x")"#)
            let _ = \"\"\"
              func reduce(into state: inout State, action: Action) -> Effect<Action>
              \"\"\"
            return .none
          }
        }
      }
      """
    #expect(hallazgos(fuente).isEmpty, "\(hallazgos(fuente))")
  }

  @Test("Task { }, Task(priority:) { } y Task.detached dentro de un reducer (y de una extensión suya, en otro archivo)")
  func taskEnReducer() {
    let reducer = """
      struct Ajustes: Reducer {
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            Task { await guardar() }
            Task(priority: .high) { }
            Task.detached { }
            try? await Task.sleep(for: .seconds(1))
            let tarea: Task<Void, Never>? = nil
            return .none
          }
        }
      }
      """
    let extensionOtra = "extension Ajustes {\n  func ayudante() { Task { } }\n}\n"
    let ajeno = "struct Vista {\n  func pulsar() { Task { } }\n}\n"
    let encontrados = AnalizadorFuente.analizar([
      (ruta: "A.swift", texto: reducer), (ruta: "B.swift", texto: extensionOtra), (ruta: "C.swift", texto: ajeno),
    ])
    #expect(encontrados.map(\.id) == Array(repeating: .taskEnReducer, count: 4))
    #expect(encontrados.map(\.ubicacion) == ["A.swift:4", "A.swift:5", "A.swift:6", "B.swift:2"])
    #expect(encontrados.allSatisfy { $0.tipoSwift == "Ajustes" && $0.tipo == .esencial })
  }

  @Test("La conformidad en una extensión (como la escribe la lección 1) cuenta igual: body y reduce, y Task")
  func conformidadEnExtension() {
    let tipo = """
      struct Contador {
        struct State {}
        enum Action { case a }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in
            Task { print(1) }
            return .none
          }
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      """
    let conformidad = "extension Contador: Reducer {}\n"
    // In the same file, after the type.
    #expect(hallazgos(tipo + "\n" + conformidad).map(\.id).sorted { $0.rawValue < $1.rawValue }
      == [.reducerBodyYReduce, .taskEnReducer])
    // In another file.
    let enOtro = AnalizadorFuente.analizar([(ruta: "A.swift", texto: tipo), (ruta: "B.swift", texto: conformidad)])
    #expect(enOtro.contains(HallazgoAnalisis(id: .reducerBodyYReduce, archivo: "A.swift", linea: 10, tipoSwift: "Contador", lineaBody: 4)))
    #expect(enOtro.contains { $0.id == .taskEnReducer && $0.archivo == "A.swift" && $0.linea == 6 })
    // Without any conformance, it is not a reducer: nothing.
    #expect(hallazgos(tipo).isEmpty)
  }

  @Test("body en la declaración y reduce en una extensión (o al revés) también son los dos a la vez")
  func miembrosRepartidos() {
    let declaracion = """
      struct Perfil: Reducer {
        struct State {}
        enum Action { case a }
        var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
      }
      """
    let extension_ = """
      extension Perfil {
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      """
    let juntos = AnalizadorFuente.analizar([(ruta: "P.swift", texto: declaracion), (ruta: "P+Reduce.swift", texto: extension_)])
    #expect(juntos == [HallazgoAnalisis(id: .reducerBodyYReduce, archivo: "P+Reduce.swift", linea: 2, tipoSwift: "Perfil")])
    // Only `reduce`, in an extension of a reducer: informative, as in its declaration.
    let soloReduce = AnalizadorFuente.analizar([
      (ruta: "P.swift", texto: "struct Perfil: Reducer {\n  struct State {}\n  enum Action { case a }\n}\n"),
      (ruta: "P+Reduce.swift", texto: extension_),
    ])
    #expect(soloReduce.map(\.id) == [.reduceObsoleto])
  }

  @Test("exit(, abort( o leer /proc/self/ o el canal del arnés: esencial (falsificar un resultado)")
  func manipulaPruebas() {
    let codigo = """
      import Foundation
      struct Trampa {
        func salir() { exit(0) }
        func parar() { abort() }
        let canal = ProcessInfo.processInfo.environment["TALLER_EVENTOS"]
        let memoria = "/proc/self/mem"
        func exit(codigo: Int) {}
        func llamar() { self.exit(codigo: 1) }
      }
      """
    let encontrados = hallazgos(codigo)
    #expect(encontrados.filter { $0.id == .manipulaPruebas }.map(\.linea) == [3, 4, 5, 6])
    #expect(encontrados.allSatisfy { $0.tipo == .esencial })
    #expect(MensajesAnalisis.texto(encontrados[0]).contains("la lección no cuenta como completada"))
  }

  @Test("fatalError( en cualquier parte del código es accionable; definir una función fatalError no")
  func fatalError() {
    let fuente = "struct R {\n  func f() -> Int {\n    fatalError(\"TODO\")\n  }\n}\nfunc fatalError() {}\n"
    #expect(hallazgos(fuente) == [HallazgoAnalisis(id: .fatalErrorEnCodigo, archivo: "R.swift", linea: 3, tipoSwift: "R")])
    #expect(hallazgos(fuente).first?.tipo == .accionable)
  }

  @Test("Un hallazgo esencial deja la lección incompleta aunque pasen todas las pruebas; uno accionable no")
  func bloqueaLaLeccion() {
    var informe = InformeLeccion.deUnaPrueba(
      nombre: "A", resultado: .init(id: "a", estado: .pasa, mensajes: []),
      analisis: [HallazgoAnalisis(id: .fatalErrorEnCodigo, archivo: "R.swift", linea: 3)])
    #expect(informe.completada)
    informe.analisis.append(HallazgoAnalisis(id: .reducerBodyYReduce, archivo: "R.swift", linea: 9, tipoSwift: "R", lineaBody: 2))
    #expect(!informe.completada)
    #expect(informe.codigoSalida == .fallo)
    #expect(informe.primerHallazgoEsencial?.id == .reducerBodyYReduce)
    let texto = RedactorInforme(estilo: Estilo(color: false), siguiente: nil).redactar(informe)
    #expect(texto.contains("Revisión del código\n[esencial] R.swift:9\n    `R` define `body` (línea 2) y `reduce(into:action:)` a la vez."))
    #expect(texto.contains("[recomendado] R.swift:3\n    Queda un `fatalError(…)`"))
    #expect(texto.contains("La revisión del código encontró 1 problema esencial"))
    #expect(!texto.contains("completada!"))
    #expect(texto.range(of: "[esencial]")?.lowerBound ?? texto.endIndex < texto.range(of: "[recomendado]")?.lowerBound ?? texto.startIndex)
    let json = DocumentoJSON(informe)
    #expect(json.analisis.map(\.id) == ["fatalerror-en-codigo", "reducer-body-y-reduce"])
    #expect(json.analisis.last?.tipo == "esencial")
    #expect(!json.completada)
  }

  @Test("verificar: una Solucion con un hallazgo esencial falla; una variante 'falla' debe declarar exactamente los suyos")
  func verificar() {
    let hallazgo = HallazgoAnalisis(id: .reducerBodyYReduce, archivo: "R.swift", linea: 9, tipoSwift: "R", lineaBody: 2)
    var metadatos = MetadatosLeccion(
      numero: 1, titulo: "T", posicion: 1, pruebas: [PruebaDeclarada(id: "a", nombre: "A", pistas: ["P"])],
      variantes: [
        VarianteDeclarada(carpeta: "error-ambos", esperado: .falla, analisis: ["reducer-body-y-reduce"]),
        VarianteDeclarada(carpeta: "error-nada", esperado: .falla, pruebas: ["a"]),
      ])
    let leccion = Leccion(numero: 1, slug: "x", metadatos: metadatos)
    func informe(_ fuente: FuenteLeccion, pasa: Bool, analisis: [HallazgoAnalisis]) -> InformeLeccion {
      var informe = InformeLeccion(
        leccion: leccion, fuente: fuente,
        resultado: .ejecutada(
          EjecucionLeccion(resultados: [.init(id: "a", estado: pasa ? .pasa : .fallo, mensajes: pasa ? [] : ["m"])]),
          garantias: []))
      informe.analisis = analisis
      return informe
    }
    let solucion = EvaluacionFuente(leccion: leccion, fuente: "Solucion", esperado: .pasa)
      .evaluar(informe(.solucion, pasa: true, analisis: [hallazgo]))
    #expect(solucion.hallazgos.map(\.clase) == [.analisis])
    #expect(solucion.hallazgos.first?.detalle.contains("'reducer-body-y-reduce' (R.swift:9)") == true)
    let ambos = EvaluacionFuente(leccion: leccion, fuente: "Variantes/error-ambos", esperado: .falla(pruebas: [], garantias: []))
    #expect(ambos.evaluar(informe(.variante("error-ambos"), pasa: true, analisis: [hallazgo])).hallazgos.isEmpty)
    #expect(
      ambos.evaluar(informe(.variante("error-ambos"), pasa: true, analisis: [])).hallazgos.map(\.detalle)
        == [MensajesAnalisis.noEncontrado("reducer-body-y-reduce")])
    let nada = EvaluacionFuente(leccion: leccion, fuente: "Variantes/error-nada", esperado: .falla(pruebas: ["a"], garantias: []))
    #expect(nada.evaluar(informe(.variante("error-nada"), pasa: false, analisis: [hallazgo])).hallazgos.map(\.clase) == [.analisis])
    // The catalog rejects unknown or non-esencial ids.
    metadatos.variantes = [VarianteDeclarada(carpeta: "error-x", esperado: .falla, analisis: ["no-existe", "fatalerror-en-codigo"])]
    let problemas = ValidacionCatalogo.analisisDeclarados(try! #require(metadatos.variantes?.first))
    #expect(problemas.count == 2)
  }
}

extension InformeLeccion {
  /// The report of a lesson that declares one test, `a` (named `nombre`), run with `resultado`,
  /// with `analisis` found by the source analyzers.
  static func deUnaPrueba(nombre: String, resultado: ResultadoPruebaOculta, analisis: [HallazgoAnalisis]) -> InformeLeccion {
    let leccion = Leccion(
      numero: 1, slug: "x",
      metadatos: MetadatosLeccion(
        numero: 1, titulo: "T", posicion: 1, pruebas: [PruebaDeclarada(id: "a", nombre: nombre, pistas: ["P"])]))
    var informe = InformeLeccion(
      leccion: leccion, resultado: .ejecutada(EjecucionLeccion(resultados: [resultado]), garantias: []))
    informe.analisis = analisis
    return informe
  }
}
