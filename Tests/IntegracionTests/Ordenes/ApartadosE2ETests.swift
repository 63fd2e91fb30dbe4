import CheckerCore
import Foundation
import Motor
import Testing

extension Construcciones {
  /// Issue 33.5 end to end with the real `checker` binary: in an ordinary lesson that declares
  /// `archivosPorEjercicio`, a compile error in one exercise's file does not hide the other
  /// exercise's tests, the student's files are not touched, and fixing the error gives the ordinary
  /// report (no stale module of the set-aside build).
  @Suite("Un ejercicio que no compila no oculta a los demás")
  struct ApartadosE2ETests {
    init() throws { try TallerVerificacion.preparar() }

    var copia: URL { TallerVerificacion.copia }

    func escribir(_ texto: String, _ ruta: String) throws {
      let url = copia.appendingPathComponent(ruta)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(texto.utf8).write(to: url)
    }

    /// Lesson 9 with two exercises: `Ejercicio.swift` (the scaffold's) and `Segundo.swift`.
    func prepararLeccion() throws -> String {
      let creada = try TallerE2E.checker(["nueva-leccion", "Dos ejercicios"])
      #expect(creada.codigo == 0, "\(creada.todo)")
      let carpeta = "Lessons/09-dos-ejercicios"
      let segundo = { (cuerpo: String) in
        "public struct Segundo: Sendable {\n  public init() {}\n  public func doble(_ x: Int) -> Int { \(cuerpo) }\n}\n"
      }
      try escribir(segundo("0"), carpeta + "/Plantilla/Segundo.swift")
      try escribir(segundo("x * 2"), carpeta + "/Solucion/Segundo.swift")
      try escribir(segundo("0"), "Sources/Workbook/Leccion09/Segundo.swift")
      try escribir(
        """
        import TallerArnes
        @testable import Leccion09

        var pruebasSegundo: [TallerArnes.Prueba] { [
          TallerArnes.Prueba("doble") {
            for x in [0, 3, -4] { esperarIgual(Segundo().doble(x), x * 2, "`doble(\\(x))` debería ser \\(x * 2).") }
          },
        ] }

        """, "Tests/Exercises/Leccion09/PruebasSegundo.swift")
      try escribir(
        "import TallerArnes\n\nawait TallerArnes.Arnes.principal(pruebas: pruebasEjercicio + pruebasSegundo)\n",
        "Tests/Exercises/Leccion09/main.swift")
      let json = copia.appendingPathComponent(carpeta + "/leccion.json")
      var metadatos = try JSONDecoder().decode(MetadatosLeccion.self, from: Data(contentsOf: json))
      metadatos.pruebas[0].ejercicio = 1
      metadatos.pruebas.append(PruebaDeclarada(id: "doble", nombre: "El doble de un número", pistas: ["Multiplica por dos."], ejercicio: 2))
      metadatos.archivosPorEjercicio = [
        ArchivosDeEjercicio(ejercicio: 1, titulo: "La respuesta", archivos: ["Ejercicio.swift"]),
        ArchivosDeEjercicio(ejercicio: 2, titulo: "El doble", archivos: ["Segundo.swift"]),
      ]
      try JSONEncoder().encode(metadatos).write(to: json)
      let huellas = try TallerE2E.checker(["huellas"])
      #expect(huellas.codigo == 0, "\(huellas.todo)")
      return carpeta
    }

    @Test("Un error de sintaxis en el ejercicio 2: el 1 se compila y se prueba con el código del alumno, que no se toca")
    func errorEnUnEjercicio() throws {
      let carpeta = try prepararLeccion()
      let solucion = try String(contentsOf: copia.appendingPathComponent(carpeta + "/Solucion/Ejercicio.swift"), encoding: .utf8)
      try escribir(solucion, "Sources/Workbook/Leccion09/Ejercicio.swift")
      let roto = "public struct Segundo: Sendable {\n  public init() {}\n  public func doble(_ x: Int) -> Int { x * }\n}\n"
      try escribir(roto, "Sources/Workbook/Leccion09/Segundo.swift")

      let informe = try TallerE2E.checker(["leccion9"])
      #expect(informe.codigo == 2, "\(informe.todo)")
      for esperado in [
        "Ejercicios que no compilan\n1 de 2 ejercicios no compila todavía:\n",
        "✗ Ejercicio 2 · El doble\n",
        "Sources/Workbook/Leccion09/Segundo.swift:3:",
        "con tu código; en lugar de los archivos que no compilan se usó la plantilla",
        "  ✓ La respuesta de ejemplo es 42\n",
        "  ✗ El doble de un número",
        "1/2 pruebas",
      ] {
        #expect(informe.stdout.contains(esperado), "falta «\(esperado)» en:\n\(informe.todo)")
      }
      #expect(!informe.stdout.contains("Dónde mirar"), "\(informe.todo)")
      let intacto = try String(contentsOf: copia.appendingPathComponent("Sources/Workbook/Leccion09/Segundo.swift"), encoding: .utf8)
      #expect(intacto == roto)

      // With exercise 1 wrong too, its test runs and fails on the student's own code.
      try escribir(solucion.replacingOccurrences(of: "return 42", with: "return 41"), "Sources/Workbook/Leccion09/Ejercicio.swift")
      let dosMal = try TallerE2E.checker(["leccion9"])
      #expect(dosMal.stdout.contains("0/2 pruebas"), "\(dosMal.todo)")
      #expect(dosMal.stdout.contains("✗ La respuesta de ejemplo es 42\n"), "\(dosMal.todo)")

      try TallerE2E.copiarSobreCopiaDeTrabajo("09-dos-ejercicios", "Solucion", modulo: "Leccion09")
      let resuelta = try TallerE2E.checker(["leccion9"])
      #expect(resuelta.codigo == 0, "\(resuelta.todo)")
      #expect(!resuelta.stdout.contains("Ejercicios que no compilan"), "\(resuelta.todo)")
      #expect(resuelta.stdout.contains("2/2 pruebas"), "\(resuelta.todo)")
    }

    /// Adds a third exercise, `Tercero.swift` (`triple(_:)`), to the lesson of ``prepararLeccion()``.
    func anadirTercero(_ carpeta: String) throws {
      let tercero = { (cuerpo: String) in
        "public struct Tercero: Sendable {\n  public init() {}\n  public func triple(_ x: Int) -> Int { \(cuerpo) }\n}\n"
      }
      try escribir(tercero("0"), carpeta + "/Plantilla/Tercero.swift")
      try escribir(tercero("x * 3"), carpeta + "/Solucion/Tercero.swift")
      try escribir(tercero("0"), "Sources/Workbook/Leccion09/Tercero.swift")
      try escribir(
        """
        import TallerArnes
        @testable import Leccion09

        var pruebasTercero: [TallerArnes.Prueba] { [
          TallerArnes.Prueba("triple") {
            for x in [0, 2, -5] { esperarIgual(Tercero().triple(x), x * 3, "`triple(\\(x))` debería ser \\(x * 3).") }
          },
        ] }

        """, "Tests/Exercises/Leccion09/PruebasTercero.swift")
      try escribir(
        "import TallerArnes\n\nawait TallerArnes.Arnes.principal(pruebas: pruebasEjercicio + pruebasSegundo + pruebasTercero)\n",
        "Tests/Exercises/Leccion09/main.swift")
      let json = copia.appendingPathComponent(carpeta + "/leccion.json")
      var metadatos = try JSONDecoder().decode(MetadatosLeccion.self, from: Data(contentsOf: json))
      metadatos.pruebas.append(PruebaDeclarada(id: "triple", nombre: "El triple de un número", pistas: ["Multiplica por tres."], ejercicio: 3))
      metadatos.archivosPorEjercicio?.append(ArchivosDeEjercicio(ejercicio: 3, titulo: "El triple", archivos: ["Tercero.swift"]))
      try JSONEncoder().encode(metadatos).write(to: json)
      let huellas = try TallerE2E.checker(["huellas"])
      #expect(huellas.codigo == 0, "\(huellas.todo)")
    }

    @Test("Si la plantilla de un ejercicio roto choca con el código del alumno, informe de siempre, sin errores inventados (issue 46.4)")
    func plantillaQueChoca() throws {
      let carpeta = try prepararLeccion()
      try anadirTercero(carpeta)
      let solucion = try String(contentsOf: copia.appendingPathComponent(carpeta + "/Solucion/Ejercicio.swift"), encoding: .utf8)
      try escribir(solucion, "Sources/Workbook/Leccion09/Ejercicio.swift")
      // `Segundo` moved into exercise 3's file; exercise 2's own file is left with an error.
      try escribir("public func ayuda(_ x: Int) -> Int { x * }\n", "Sources/Workbook/Leccion09/Segundo.swift")
      try escribir(
        "public struct Segundo: Sendable {\n  public init() {}\n  public func doble(_ x: Int) -> Int { x * 2 }\n}\n"
          + "public struct Tercero: Sendable {\n  public init() {}\n  public func triple(_ x: Int) -> Int { x * 3 }\n}\n",
        "Sources/Workbook/Leccion09/Tercero.swift")

      let informe = try TallerE2E.checker(["leccion9"])
      #expect(informe.codigo == 2, "\(informe.todo)")
      #expect(informe.stdout.contains("Sources/Workbook/Leccion09/Segundo.swift:1:"), "\(informe.todo)")
      #expect(!informe.stdout.contains("redeclaration"), "\(informe.todo)")
      #expect(!informe.stdout.contains("Ejercicios que no compilan"), "\(informe.todo)")
    }

    @Test("Ctrl-C durante la compilación con los ejercicios rotos apartados: «Interrumpido» y 130, no «no compila» (issue 46.3)")
    func interrumpidaApartando() throws {
      _ = try prepararLeccion()
      try escribir("public struct Segundo: Sendable {\n  public init() {}\n  public func doble(_ x: Int) -> Int { x * }\n}\n", "Sources/Workbook/Leccion09/Segundo.swift")
      let ensamblado = copia.appendingPathComponent(".build/ensamblado/leccion09")
      try? FileManager.default.removeItem(at: ensamblado)
      let errores = copia.appendingPathComponent(".build/e2e-interrumpida.txt")
      #expect(FileManager.default.createFile(atPath: errores.path, contents: nil))
      let checker = Process()
      checker.executableURL = try TallerE2E.binarioChecker()
      checker.arguments = ["leccion9"]
      checker.currentDirectoryURL = copia
      checker.environment = TallerE2E.entorno()
      checker.standardOutput = FileHandle.nullDevice
      checker.standardError = try FileHandle(forWritingTo: errores)
      try checker.run()
      // The assembly is written just before its build starts: that build is what Ctrl-C interrupts.
      let limite = Date().addingTimeInterval(300 * TallerE2E.factor)
      while checker.isRunning, Date() < limite, !FileManager.default.fileExists(atPath: ensamblado.path) { usleep(20_000) }
      try #require(checker.isRunning, "el checker terminó antes de apartar el ejercicio roto")
      #expect(kill(checker.processIdentifier, SIGINT) == 0)
      checker.waitUntilExit()
      let texto = try String(contentsOf: errores, encoding: .utf8)
      #expect(checker.terminationStatus == 130, "\(texto)")
      #expect(texto.contains("Interrumpido"), "\(texto)")
    }

    @Test("Un error en un archivo de ningún ejercicio da el informe de siempre: no compila")
    func errorCompartido() throws {
      _ = try prepararLeccion()
      try escribir("let compartido: Int = \"no\"\n", "Sources/Workbook/Leccion09/Comun.swift")
      let informe = try TallerE2E.checker(["leccion9"])
      #expect(informe.codigo == 2, "\(informe.todo)")
      #expect(!informe.stdout.contains("Ejercicios que no compilan"), "\(informe.todo)")
      #expect(informe.stdout.contains("Sources/Workbook/Leccion09/Comun.swift:1:"), "\(informe.todo)")
    }
  }
}
