import CheckerCore
import Motor
import Foundation
import Testing

extension Construcciones {
  /// `reiniciar` and `nueva-leccion` + `verificar`, end to end with the real `checker` binary
  /// (issue 9's acceptance).
  @Suite("Órdenes del alumno y del instructor de extremo a extremo")
  struct OrdenesE2ETests {
    init() throws { try TallerVerificacion.preparar() }

    var copia: URL { TallerVerificacion.copia }

    func leer(_ relativa: String) -> Data? { FileManager.default.contents(atPath: copia.appendingPathComponent(relativa).path) }

    /// Whether `git` is on the `PATH` (else the test below is reported as skipped, never passed).
    static let hayGit = Toolchain.buscar("git", entorno: TallerE2E.entorno()) != nil

    @Test(
      "reiniciar tras confirmar cambios en git: vuelve a la plantilla byte a byte y el respaldo es la versión del alumno",
      .enabled(if: hayGit, "necesita git en el PATH (sin git, se salta y así lo dice el informe)"))
    func reiniciar() throws {
      let mio = Data("// Mi versión del contador, con ñ: ya casi está.\n".utf8)
      try mio.write(to: copia.appendingPathComponent("Sources/Workbook/Leccion01/Contador.swift"))
      try Data("// un archivo mío\n".utf8).write(to: copia.appendingPathComponent("Sources/Workbook/Leccion01/Mio.swift"))
      let git = try #require(Toolchain.buscar("git", entorno: TallerE2E.entorno()), "no hay git en el PATH")
      for argumentos in [
        ["init", "-q"], ["add", "-A", "Sources/Workbook/Leccion01"],
        ["-c", "user.name=Alumna", "-c", "user.email=alumna@example.com", "commit", "-q", "-m", "Mi trabajo"],
      ] {
        let resultado = try Lanzador.ejecutar(
          ProcesoHijo(ejecutable: git, argumentos: argumentos, entorno: TallerE2E.entorno(), directorio: copia.path, limiteSegundos: 60))
        #expect(resultado.exito, "git \(argumentos): \(resultado.textoErrores)")
      }
      defer { try? FileManager.default.removeItem(at: copia.appendingPathComponent(".git")) }
      try AlmacenProgreso(taller: Taller(raiz: copia)).actualizar {
        $0.lecciones["01"] = ProgresoLeccion(aprobadas: 1, total: 3, completada: false, fallidas: ["restaUno"], fecha: "f")
        $0.lecciones["02"] = ProgresoLeccion(aprobadas: 1, total: 11, completada: false, fallidas: [], fecha: "f")
      }

      let sinSi = try TallerE2E.checker(["reiniciar", "leccion1"])
      #expect(sinSi.codigo == 64, "\(sinSi.todo)")
      #expect(sinSi.stderr.contains("swift run -q checker reiniciar leccion1 --si"))
      #expect(leer("Sources/Workbook/Leccion01/Contador.swift") == mio)

      let salida = try TallerE2E.checker(["reiniciar", "leccion1", "--si"])
      #expect(salida.codigo == 0, "\(salida.todo)")
      #expect(leer("Sources/Workbook/Leccion01/Contador.swift") == leer("Lessons/01-contador/Plantilla/Contador.swift"))
      #expect(leer("Sources/Workbook/Leccion01/Mio.swift") == nil)
      let linea = try #require(salida.stdout.split(separator: "\n").first { $0.hasPrefix("Tu versión anterior está en '") })
      let respaldo = String(linea.dropFirst("Tu versión anterior está en '".count).dropLast(2))
      #expect(respaldo.hasPrefix(".taller/respaldos/"))
      #expect(leer(respaldo + "Contador.swift") == mio)
      #expect(leer(respaldo + "Mio.swift") == Data("// un archivo mío\n".utf8))
      let progreso = AlmacenProgreso(taller: Taller(raiz: copia)).leer().progreso
      #expect(progreso.lecciones["01"] == nil)
      #expect(progreso.lecciones["02"] != nil)
    }

    @Test("nueva-leccion crea una lección que compila; verificar explica lo que falta, y con lo escrito pasa")
    func nuevaLeccion() throws {
      let creada = try TallerE2E.checker(["nueva-leccion", "Efectos y cancelación"])
      #expect(creada.codigo == 0, "\(creada.todo)")
      #expect(creada.stdout.hasPrefix("Lección 9 creada: «Efectos y cancelación»"))
      let manifiesto = String(decoding: leer("Package.swift") ?? Data(), as: UTF8.self)
      #expect(manifiesto.contains(TallerVerificacion.linea + "  leccion(9, \"efectos-y-cancelacion\"),\n]"))
      #expect(leer("Sources/Workbook/Leccion09/Ejercicio.swift") == leer("Lessons/09-efectos-y-cancelacion/Plantilla/Ejercicio.swift"))

      let entorno = [Verificador.variableCarpeta: ".build", "CI": "true"]
      let verificada = try TallerE2E.checker(["verificar", "leccion9"], entorno: entorno)
      #expect(verificada.codigo == 1, "\(verificada.todo)")
      let texto = verificada.stdout
      #expect(texto.contains("  ✗ Archivos y metadatos\n"), "\(verificada.todo)")
      for pendiente in [
        "Lessons/09-efectos-y-cancelacion/README.md", "Lessons/09-efectos-y-cancelacion/Solucion/Ejercicio.swift",
        "Lessons/09-efectos-y-cancelacion/Variantes/error-ejemplo/Ejercicio.swift.diff",
        "Lessons/09-efectos-y-cancelacion/leccion.json", "Tests/Exercises/Leccion09/PruebasEjercicio.swift",
      ] {
        #expect(texto.contains("      '\(pendiente)' todavía es el borrador de `checker nueva-leccion`"), "\(pendiente)")
      }
      #expect(texto.contains("  ✓ Plantilla: compila y falla la única prueba"), "\(verificada.todo)")
      #expect(texto.contains("  ✓ Solucion: pasa la única prueba"), "\(verificada.todo)")
      #expect(texto.contains("  ✓ Variantes/error-ejemplo: solo fallan 'respuesta'"), "\(verificada.todo)")
      #expect(texto.contains("5 problemas en 1 lección."))

      let marca = Leccion.marcaPendiente
      for relativa in [
        "Lessons/09-efectos-y-cancelacion/README.md", "Lessons/09-efectos-y-cancelacion/Solucion/Ejercicio.swift",
        "Lessons/09-efectos-y-cancelacion/Variantes/error-ejemplo/Ejercicio.swift.diff",
        "Lessons/09-efectos-y-cancelacion/leccion.json", "Tests/Exercises/Leccion09/PruebasEjercicio.swift",
      ] {
        let url = copia.appendingPathComponent(relativa)
        let sinMarca = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: marca, with: "escrito")
        try Data(sinMarca.utf8).write(to: url)
      }
      let terminada = try TallerE2E.checker(["verificar", "leccion9"], entorno: entorno)
      #expect(terminada.codigo == 0, "\(terminada.todo)")
      #expect(terminada.stdout.hasSuffix("Todo en orden: 1 lección verificada.\n"))
    }
  }
}
