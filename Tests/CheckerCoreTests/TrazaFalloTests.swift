import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

@Suite("Un crash en la biblioteca estándar señala la línea del alumno (traza del runtime)")
struct TrazaFalloTests {
  /// Captured from Swift 6.3.1 on Linux with ``TrazaFallo/configuracion`` (paths shortened).
  static let traza = """
    Swift/IntegerTypes.swift:9012: Fatal error: Division by zero

    *** Signal 4: Backtracing from 0x7f492916df7f... done ***

    *** Program crashed: Illegal instruction at 0x00007f492916df7f ***

    Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

    Thread 0 "PruebasLeccion01" crashed:

      0      0x00007f492916df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
      1 [ra] 0x00007f49292f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
      2 [ra] 0x000055a313a19041 Reproductor.siguiente(_:) + 160 in PruebasLeccion01 at /home/ana/taller/Sources/Workbook/Leccion01/Reproductor.swift:41:45
      3 [ra] 0x000055a313a18f11 closure #1 in Reproductor.body.getter + 32 in PruebasLeccion01 at /home/ana/taller/Sources/Workbook/Leccion01/Reproductor.swift:30:9
      4 [ra] 0x000055a313a1913c pruebaReproductor() + 91 in PruebasLeccion01 at /home/ana/taller/Tests/Exercises/Leccion01/PruebasReproductor.swift:3:7
    ...

    Backtrace took 0.07s

    """

  @Test("El primer marco del alumno: archivo desde Sources/Workbook, línea y función")
  func primerMarco() {
    #expect(
      TrazaFallo.primerMarcoDelAlumno(Self.traza)
        == TrazaFallo.Marco(
          archivo: "Sources/Workbook/Leccion01/Reproductor.swift", linea: 41, funcion: "Reproductor.siguiente(_:)"))
    #expect(
      TrazaFallo.primerMarcoDelAlumno(Self.traza).map(MensajesInforme.enTuCodigo)
        == "Ocurrió en tu código: Sources/Workbook/Leccion01/Reproductor.swift:41, en `Reproductor.siguiente(_:)`.")
  }

  @Test("Sin traza, o sin marcos del alumno, no hay marco (se queda el mensaje de siempre)")
  func sinMarco() {
    #expect(TrazaFallo.primerMarcoDelAlumno("Swift/IntegerTypes.swift:9012: Fatal error: Division by zero\n") == nil)
    let soloRuntime = Self.traza.replacingOccurrences(of: "Sources/Workbook", with: "Sources/ComposableArchitecture")
    #expect(TrazaFallo.primerMarcoDelAlumno(soloRuntime) == nil)
    // An assembled variant (`verificar`) counts as the student's code.
    let variante = Self.traza.replacingOccurrences(
      of: "Sources/Workbook/Leccion01", with: ".build/fuentes/leccion01/verificacion")
    #expect(TrazaFallo.primerMarcoDelAlumno(variante)?.archivo == ".build/fuentes/leccion01/verificacion/Reproductor.swift")
  }

  @Test("Una lección por ejercicios se compila de su ensamblado: el marco se muestra en el archivo del alumno")
  func desdeElEnsamblado() {
    // En la lección 5 un crash no daba línea: el módulo se compila de las copias en `.build/ensamblado`.
    let ensamblada = Self.traza.replacingOccurrences(
      of: "/home/ana/taller/Sources/Workbook/Leccion01", with: "/home/ana/mi taller/.build/ensamblado/leccion05")
    #expect(
      TrazaFallo.primerMarcoDelAlumno(ensamblada)
        == TrazaFallo.Marco(
          archivo: "Sources/Workbook/Leccion05/Reproductor.swift", linea: 41, funcion: "Reproductor.siguiente(_:)"))
    #expect(TrazaFallo.enLaCopiaDeTrabajo("/t/.build/ensamblado/leccion12/Sub/A.swift") == "Sources/Workbook/Leccion12/Sub/A.swift")
    #expect(TrazaFallo.enLaCopiaDeTrabajo("/t/.build/ensamblado/leccionX/A.swift") == nil)
    #expect(TrazaFallo.enLaCopiaDeTrabajo("/t/Sources/Workbook/Leccion05/A.swift") == nil)
  }

  @Test("La salida del alumno no incluye la traza, y la línea «Illegal instruction» de la traza no cuenta como fatal")
  func salidaSinTraza() {
    let texto = "hola\n" + Self.traza
    let limpia = TrazaFallo.sinTraza(texto)
    #expect(limpia.hasPrefix("hola\nSwift/IntegerTypes.swift:9012: Fatal error: Division by zero\n"))
    #expect(!limpia.contains("0x0000"))
    #expect(!limpia.contains("Backtrace took"))
    #expect(SalidaPrueba.lineasFatales(limpia) == ["Swift/IntegerTypes.swift:9012: Fatal error: Division by zero"])
    // A failed `as!` (signal 6): its line names the cast, without the addresses that change every run.
    let conversion = "Could not cast value of type 'Swift.Int' (0x7f4e22fda698) to 'Swift.String' (0x7f4e22fd7ca0).\n"
      + "\n*** Signal 6: Backtracing from 0x7f4e226d9eec... done ***\n"
    #expect(SalidaPrueba.lineasFatales(conversion) == ["Could not cast value of type 'Swift.Int' to 'Swift.String'."])
    #expect(SalidaPrueba.sinDirecciones("f (0xZZ) y (0x1a)") == "f (0xZZ) y")
  }

  @Test("El veredicto de un crash añade la línea del alumno tras el mensaje de siempre")
  func veredicto() {
    let proceso = ResultadoProceso(
      terminacion: .senal(4), tiempoAgotado: false, interrumpido: false, salida: Data(),
      errores: Data(Self.traza.utf8), bytesDescartados: 0, duracion: 0.2)
    let resultado = Veredicto.decidir(id: "x", proceso: proceso, eventos: [], limiteSegundos: 5)
    #expect(resultado.estado == .crash)
    let mensaje = MensajesChecker.mensajes(resultado).joined()
    #expect(mensaje.hasPrefix("El programa se detuvo durante esta prueba: señal 4"))
    #expect(mensaje.hasSuffix(
      "Swift/IntegerTypes.swift:9012: Fatal error: Division by zero\n"
        + "Ocurrió en tu código: Sources/Workbook/Leccion01/Reproductor.swift:41, en `Reproductor.siguiente(_:)`."))
    #expect(!resultado.salida.contains("Backtrace"))
  }

  /// What a test process prints on a Mac whose OS Swift runtime has no `swift-backtrace` beside it
  /// (the runtime's start-up notice, then the crash without frames).
  static let sinBacktracer = """
    swift runtime: unable to locate swift-backtrace; disabling backtracing.
    Sources/Workbook/Leccion01/Reproductor.swift:41: Fatal error: Index out of range

    """

  @Test("Sin swift-backtrace (macOS): el aviso del runtime no llega al alumno y queda el mensaje de siempre")
  func sinBacktracerEnMacOS() {
    let limpia = TrazaFallo.sinTraza("hola\n" + Self.sinBacktracer)
    #expect(limpia == "hola\nSources/Workbook/Leccion01/Reproductor.swift:41: Fatal error: Index out of range\n")
    #expect(TrazaFallo.primerMarcoDelAlumno(Self.sinBacktracer) == nil)
    #expect(!TrazaFallo.sinTraza("swift runtime: backtrace-on-crash is not supported for privileged executables.\n")
      .contains("swift runtime"))
    // A line of the student's that merely mentions the runtime stays.
    #expect(TrazaFallo.sinTraza("swift runtime: hola\n") == "swift runtime: hola\n")
    let proceso = ResultadoProceso(
      terminacion: .senal(4), tiempoAgotado: false, interrumpido: false, salida: Data(),
      errores: Data(Self.sinBacktracer.utf8), bytesDescartados: 0, duracion: 0.2)
    let resultado = Veredicto.decidir(id: "x", proceso: proceso, eventos: [], limiteSegundos: 5)
    #expect(resultado.estado == .crash)
    let mensaje = MensajesChecker.mensajes(resultado).joined()
    #expect(mensaje.hasPrefix("El programa se detuvo durante esta prueba: señal 4"))
    #expect(mensaje.contains("Fatal error: Index out of range"))
    #expect(!mensaje.contains("swift-backtrace"))
    #expect(!resultado.salida.contains("swift runtime"))
  }

  /// A time-out's trace from Swift 6.0.3 on Linux whose stopped instruction has no line (paths
  /// shortened): the first frame names the file only, the async frames give a line without a column.
  static let sinLinea = """
    *** Signal 3: Backtracing from 0x564cea306eb2... done ***

    *** Program crashed: Terminated at 0x000000000000422d ***

    Thread 0 "PruebasLeccion0" crashed:

     0                  0x0000564cea306eb2 static Fallos.girarSinFin() + 66 in PruebasLeccion02 at /t/Mi Curso/Sources/Workbook/Leccion02/Fallos.swift
     1 [ra]             0x0000564cea307c93 closure #7 in pruebasFallos.getter + 50 in PruebasLeccion02 at /t/Mi Curso/Tests/Exercises/Leccion02/PruebasFallos.swift:11:53
     2 [async]          0x0000564cea326180 closure #1 in Prueba.ejecutar(canal:) in PruebasLeccion02 at /t/Mi Curso/Sources/Workbook/Leccion02/Espera.swift:54

    """

  @Test("Un marco sin línea (Swift 6.0.3, ~1 de cada 12 bucles) nombra el archivo y la función, sin inventar línea")
  func marcoSinLinea() {
    // Regresión: el marco se descartaba y el mensaje del tiempo agotado no decía dónde estaba el bucle.
    let marco = TrazaFallo.primerMarcoDelAlumno(Self.sinLinea)
    #expect(marco == TrazaFallo.Marco(
      archivo: "Sources/Workbook/Leccion02/Fallos.swift", linea: nil, funcion: "static Fallos.girarSinFin()"))
    #expect(marco.map(MensajesInforme.atascadaEnTuCodigo)
      == "Cuando se acabó el tiempo, la prueba seguía en tu código: Sources/Workbook/Leccion02/Fallos.swift, "
      + "en `static Fallos.girarSinFin()` (¿un bucle que no termina?).")
    // A frame with a line but no column (an async frame) keeps its line.
    let asincrono = Self.sinLinea.replacingOccurrences(of: "Leccion02/Fallos.swift\n", with: "Leccion02/Fallos.swift:12\n")
    #expect(TrazaFallo.marco(asincrono.split(separator: "\n")[3])?.ubicacion == "/t/Mi Curso/Sources/Workbook/Leccion02/Fallos.swift:12")
    #expect(TrazaFallo.marco(Self.sinLinea.split(separator: "\n")[5])?.linea == 54)
    // `<compiler-generated>` is no file of anyone's.
    #expect(TrazaFallo.marco("  3 [async] [thunk]  0x1 partial apply in P at //<compiler-generated>") == nil)
  }
}
