import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// Output of a real failed `swift build` (Swift 6.3), with the root replaced by `RAIZ`.
let salidaReal = """
  [0/1] Planning build
  Building for debugging...
  [0/7] Write sources
  [2/7] Write swift-version-6A52383ED409C6A7.txt
  error: emit-module command failed with exit code 1 (use -v to see invocation)
  [4/9] Emitting module Leccion03
  RAIZ/Sources/Workbook/Leccion03/A.swift:7:14: error: cannot convert value of type 'String' to specified type 'Int'
  5 |   public func reduce(into state: inout State, action: Accion) {}
  6 | }
  7 | let x: Int = "hola"
    |              `- error: cannot convert value of type 'String' to specified type 'Int'
  8 | 
  [5/9] Compiling Leccion03 A.swift
  RAIZ/Sources/Workbook/Leccion03/A.swift:7:14: error: cannot convert value of type 'String' to specified type 'Int'
  5 |   public func reduce(into state: inout State, action: Accion) {}
  6 | }
  7 | let x: Int = "hola"
    |              `- error: cannot convert value of type 'String' to specified type 'Int'
  8 | 
  RAIZ/Sources/Workbook/Leccion03/B.swift:2:15: error: type 'R' does not conform to protocol 'Reducer'
  1 | public protocol Reducer { associatedtype State; associatedtype Action }
    |                                                  `- note: protocol requires nested type 'Action'
  2 | public struct R: Reducer {
    |               |- error: type 'R' does not conform to protocol 'Reducer'
    |               `- note: add stubs for conformance
  3 |   public struct State {}
     :
  """

@Suite("Salida del compilador y clasificación de fallos")
struct CompilacionTests {
  let raiz = "/tmp/Mis Cursos/Año 1 – Lección"
  var taller: Taller { Taller(raiz: URL(fileURLWithPath: raiz)) }
  let leccion = Leccion(numero: 3, slug: "x", metadatos: nil)

  @Test("Quita el ruido de SwiftPM, elimina repeticiones y conserva el marco de código")
  func analizar() {
    let salida = SalidaCompilador(salidaReal.replacingOccurrences(of: "RAIZ", with: raiz))
    #expect(salida.errores.count == 2)
    #expect(salida.otrasLineas.isEmpty)
    let primero = salida.errores[0]
    #expect(primero.linea == 7)
    #expect(primero.columna == 14)
    #expect(primero.mensaje == "cannot convert value of type 'String' to specified type 'Int'")
    #expect(primero.marco.count == 5)
    #expect(salida.errores[1].notas == ["protocol requires nested type 'Action'", "add stubs for conformance"])
    #expect(salida.errores[1].marco.last == "   :")
  }

  @Test("Swift 6.0 calla el error de una llave que falta al final del archivo: su nota sola lo representa")
  func llaveAlFinalEnSwift60() {
    // What Swift 6.0.3 prints for `Fixtures/Diagnosticos/sintaxis-llave.swift` (the whole output).
    let salida60 = """
      Sources/Workbook/Leccion01/Contador.swift:4:26: note: to match this opening '{'
       2 | import ComposableArchitecture
       3 |
       4 | struct Contador: Reducer {
         |                          `- note: to match this opening '{'
       5 |   struct State: Equatable { var cuenta = 0 }
      """
    let errores = SalidaCompilador(salida60).errores
    #expect(errores.count == 1)
    #expect(errores.first?.mensaje == "expected '}'")
    #expect(errores.first?.linea == 4)
    #expect(errores.first?.columna == 26)
    #expect(errores.first?.notas.contains("to match this opening '{'") == true)
    #expect(errores.first.flatMap { TablaDiagnosticos(entradas: TablaDiagnosticos.genericos).explicacion(para: $0)?.id } == "sintaxis-llave")
    // With the error printed (Swift 6.3), nothing is added: the note stays attached to it.
    let salida63 = """
      Sources/Workbook/Leccion01/Contador.swift:17:1: error: expected '}' in struct
      Sources/Workbook/Leccion01/Contador.swift:4:26: note: to match this opening '{'
      """
    #expect(SalidaCompilador(salida63).errores.map(\.mensaje) == ["expected '}' in struct"])
    // A lone note of another kind is left alone.
    #expect(SalidaCompilador("a.swift:1:1: note: did you mean 'x'?\n").errores.isEmpty)
  }

  @Test("Un compilador que se detiene (aserción, volcado de pila) es «compiladorDetenido», con la declaración que comprobaba")
  func compiladorDetenido() {
    // The start of what Debian's Swift 6.0.3 (built with assertions) printed for lesson 1's
    // `Variantes/error-accion-renombrada`, with the root replaced.
    let salida = """
      Building for debugging...
      swift-frontend: /build/swift/lib/Sema/TypeCheckType.cpp:6292: Type swift::CustomAttrTypeRequest::evaluate(Evaluator &, CustomAttr *, DeclContext *, CustomAttrTypeKind) const: Assertion `ctx.Diags.hadAnyError()' failed.
      Please submit a bug report (https://swift.org/contributing/#reporting-bugs) and include the crash backtrace.
      Stack dump:
      0.	Program arguments: /usr/libexec/swift/bin/swift-frontend -frontend -c RAIZ/Sources/Workbook/Leccion03/Contador.swift
      1.	Swift version 6.0.3 (swift-6.0.3-RELEASE)
      3.	While evaluating request TypeCheckSourceFileRequest(source_file "RAIZ/Sources/Workbook/Leccion03/Contador.swift")
      4.	While type-checking 'Contador' (at RAIZ/Sources/Workbook/Leccion03/Contador.swift:17:1)
      5.	While type-checking declaration 0x5621aa951688 (at RAIZ/Sources/Workbook/Leccion03/Contador.swift:33:3)
      error: compile command failed due to signal 6 (use -v to see invocation)
      """.replacingOccurrences(of: "RAIZ", with: raiz)
    let fallo = FalloCompilacion.clasificar(
      salida: salida, taller: taller, leccion: leccion, fuente: .copiaDeTrabajo, tabla: TablaDiagnosticos(entradas: []))
    #expect(fallo.tipo == .compiladorDetenido)
    #expect(fallo.errores.isEmpty)
    #expect(fallo.ubicacionDelFallo == "Sources/Workbook/Leccion03/Contador.swift:33:3")
    #expect(fallo.motivoDelFallo?.contains("Assertion `ctx.Diags.hadAnyError()' failed.") == true)
    #expect(MensajesChecker.compiladorDetenido(fallo.ubicacionDelFallo).contains(
      "mientras comprobaba `Sources/Workbook/Leccion03/Contador.swift:33:3`."))
    #expect(CausasJSON.compilacion(fallo) == "compilador-detenido")
    // An ordinary failure without errors stays «desconocido».
    #expect(FalloCompilacion.clasificar(
      salida: "error: link command failed with exit code 1", taller: taller, leccion: leccion, fuente: .copiaDeTrabajo,
      tabla: TablaDiagnosticos(entradas: [])).tipo == .desconocido)
  }

  @Test("Errores en la carpeta del alumno: 'alumno', con rutas relativas aunque haya espacios y tildes")
  func clasificaAlumno() {
    let fallo = FalloCompilacion.clasificar(
      salida: salidaReal.replacingOccurrences(of: "RAIZ", with: raiz), taller: taller, leccion: leccion,
      fuente: .copiaDeTrabajo, tabla: TablaDiagnosticos(entradas: []))
    #expect(fallo.tipo == .alumno)
    #expect(fallo.errores.map(\.archivo) == ["Sources/Workbook/Leccion03/A.swift", "Sources/Workbook/Leccion03/B.swift"])
    #expect(fallo.errores[0].cabecera.hasPrefix("Sources/Workbook/Leccion03/A.swift:7:14: error: cannot convert"))
  }

  @Test("Una raíz impresa en NFD también se reconoce")
  func raizDescompuesta() {
    let nfd = raiz.decomposedStringWithCanonicalMapping
    let fallo = FalloCompilacion.clasificar(
      salida: "\(nfd)/Sources/Workbook/Leccion03/A.swift:1:1: error: x", taller: taller, leccion: leccion,
      fuente: .copiaDeTrabajo, tabla: TablaDiagnosticos(entradas: []))
    #expect(fallo.tipo == .alumno)
    #expect(fallo.errores.first?.archivo == "Sources/Workbook/Leccion03/A.swift")
  }

  @Test("Errores solo en las pruebas ocultas: 'pruebas', nombrando el símbolo que falta")
  func clasificaPruebas() {
    let texto = """
      \(raiz)/Tests/Exercises/Leccion03/P.swift:4:27: error: type 'Contador.Action' has no member 'tickRecibido'
      \(raiz)/Tests/Exercises/Leccion03/P.swift:5:3: error: cannot find 'Ajustes' in scope
      """
    let fallo = FalloCompilacion.clasificar(
      salida: texto, taller: taller, leccion: leccion, fuente: .copiaDeTrabajo,
      tabla: TablaDiagnosticos(entradas: TablaDiagnosticos.genericos))
    #expect(fallo.tipo == .pruebas)
    #expect(fallo.simbolosAusentes == ["Contador.Action.tickRecibido", "Ajustes"])
    // #33.4: an error inside the hidden tests is explained as what the student's code does not offer.
    #expect(fallo.explicaciones.map { $0?.id } == ["pruebas-sin-miembro", "no-existe-en-ambito"])
    // The same message in the student's own file keeps the entry written for it.
    let propio = FalloCompilacion.clasificar(
      salida: "\(raiz)/Sources/Workbook/Leccion03/V.swift:4:27: error: type 'Contador.Action.View' has no member 'tickRecibido'",
      taller: taller, leccion: leccion, fuente: .copiaDeTrabajo,
      tabla: TablaDiagnosticos(entradas: TablaDiagnosticos.genericos))
    #expect(propio.explicaciones.map { $0?.id } == ["vista-envia-accion-interna"])
  }

  @Test("Con TALLER_FUENTE la carpeta del alumno es la de la fuente elegida")
  func fuenteElegida() {
    let texto = "\(raiz)/Lessons/03-x/Solucion/A.swift:1:1: error: x"
    let fallo = FalloCompilacion.clasificar(
      salida: texto, taller: taller, leccion: leccion, fuente: .solucion, tabla: TablaDiagnosticos(entradas: []))
    #expect(fallo.tipo == .alumno)
  }

  @Test("Errores en otros archivos son del taller; sin errores, desconocido con sus líneas")
  func clasificaOtros() {
    let delTaller = FalloCompilacion.clasificar(
      salida: "\(raiz)/Sources/ComposableArchitecture/Store.swift:1:1: error: x", taller: taller,
      leccion: leccion, fuente: .copiaDeTrabajo, tabla: TablaDiagnosticos(entradas: []))
    #expect(delTaller.tipo == .taller)
    let desconocido = FalloCompilacion.clasificar(
      salida: "Building for debugging...\nerror: Invalid manifest (\(raiz)/Package.swift)", taller: taller,
      leccion: leccion, fuente: .copiaDeTrabajo, tabla: TablaDiagnosticos(entradas: []))
    #expect(desconocido.tipo == .desconocido)
    #expect(desconocido.otrasLineas == ["error: Invalid manifest (Package.swift)"])
  }

  @Test("Las entradas de las lecciones se consultan antes que las genéricas")
  func ordenDeLaTabla() {
    let especifica = DiagnosticoConocido(id: "propia", patron: "cannot find 'Ajustes'", explicacion: "…")
    var catalogo = Catalogo(taller: taller, lecciones: [])
    catalogo.lecciones = [
      Leccion(
        numero: 1, slug: "a",
        metadatos: MetadatosLeccion(numero: 1, titulo: "A", posicion: 1, pruebas: [], diagnosticos: [especifica]))
    ]
    let tabla = TablaDiagnosticos(catalogo: catalogo)
    let diagnostico = DiagnosticoCompilador(
      archivo: "a", linea: 1, columna: 1, severidad: .error, mensaje: "cannot find 'Ajustes' in scope")
    #expect(tabla.explicacion(para: diagnostico)?.id == "propia")
    #expect(tabla.entradas.count == TablaDiagnosticos.genericos.count + 1)
  }

  @Test("Argumentos de swift build: un solo producto, sin cadenas de shell; sin índice solo en una carpeta propia")
  func argumentosConstruccion() {
    let construccion = Construccion(
      taller: taller, toolchain: Toolchain(swift: "/usr/bin/swift", swiftc: ["/usr/bin/swiftc"]), entorno: [:])
    #expect(
      construccion.argumentos(leccion, .init())
        == ["build", "--product", "PruebasLeccion03", "--package-path", raiz])
    let temporal = URL(fileURLWithPath: raiz + "/.build/verificacion/leccion03")
    // A scratch path of the checker's own skips the index store; the package's `.build` keeps it.
    #expect(
      construccion.argumentos(leccion, .init(carpetaTemporal: temporal)).suffix(3)
        == ["--scratch-path", temporal.path, "--disable-index-store"])
    #expect(!construccion.argumentos(leccion, .init()).contains("--disable-index-store"))
    #expect(construccion.argumentosCarpeta(temporal) == ["--scratch-path", temporal.path, "--disable-index-store"])
    #expect(construccion.argumentosCarpeta(nil).isEmpty)
    // The package's own `.build` given as a scratch path (a verifier of a copied workbook) keeps
    // the index store, as every other build there: the flags must not alternate.
    let propia = URL(fileURLWithPath: raiz + "/.build")
    #expect(construccion.argumentosCarpeta(propia) == ["--scratch-path", propia.path])
  }
}
