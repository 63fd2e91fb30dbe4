import CheckerCore
import Motor
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Construcciones {
  /// Issue 17: no orphan, no false pass, every failure explained.
  @Suite("Fiabilidad de extremo a extremo")
  struct FiabilidadE2ETests {
    init() throws { try TallerTrampas.preparar() }

    var taller: Taller { Taller(raiz: TallerE2E.copia) }

    @Test("Huérfanos, falsificaciones y rastros: nada sobrevive, nada falso pasa, nada delata la prueba (1, 2b, 4, 8; issue 46.6)")
    func trampas() throws {
      let huerfano = TallerE2E.copia.appendingPathComponent(".huerfano-e2e")
      try? FileManager.default.removeItem(at: huerfano)
      let salida = try TallerE2E.checker(["leccion8", "--json"], entorno: ["E2E_HUERFANO": huerfano.path])
      #expect(salida.codigo == 1, "\(salida.todo)")
      let documento = try JSONDecoder().decode(DocumentoJSON.self, from: Data(salida.stdout.utf8))
      let porId = Dictionary(uniqueKeysWithValues: documento.tests.map { ($0.id, $0) })
      #expect(porId["huerfano"]?.status == "pass")
      // Issue 46.6: no harness variable, argument, program name or relative path to the hidden tests.
      #expect(porId["nadaDelata"]?.status == "pass", "\(porId["nadaDelata"]?.message ?? salida.todo)")
      for id in ["falsifica", "copiaLaFirma"] {
        #expect(porId[id]?.status == "error", "\(id): \(salida.todo)")
        #expect(porId[id]?.message?.contains("no viene del arnés") == true, "\(id)")
      }
      #expect(porId["falsifica"]?.testCode == "Trampas.falsificar(\"falsifica\")")
      #expect(documento.tests.allSatisfy { $0.testCode != nil })
      // The student's `sleep 1000` (own process group, via Foundation's `Process`) is gone.
      let campos = try String(contentsOf: huerfano, encoding: .utf8).split(separator: " ")
      let pid = try #require(campos.first.flatMap { pid_t($0) })
      defer { kill(pid, SIGKILL) }
      #expect(procesoTermino(pid), "el sleep del alumno sigue vivo")
      // The test ran a private copy of the binary, not `.build`'s (another run cannot relink it).
      let ejecutable = campos.dropFirst().joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(ejecutable.contains("/taller-") && !ejecutable.contains("/.build/"), "\(ejecutable)")
      #expect(AlmacenProgreso(taller: taller).leer().progreso.lecciones["08"]?.aprobadas == 2)
    }

    @Test("Un checker muerto con SIGKILL no deja viva la prueba; la siguiente ejecución barre su carpeta (1)")
    func checkerMatado() throws {
      let temporal = TallerE2E.raizPaquete.appendingPathComponent(".build/e2e-tmp")
      try? FileManager.default.removeItem(at: temporal)
      try FileManager.default.createDirectory(at: temporal, withIntermediateDirectories: true)
      let pids = TallerE2E.copia.appendingPathComponent(".pids-e2e")
      try? FileManager.default.removeItem(at: pids)
      let grupo = DispatchGroup()
      DispatchQueue.global().async(group: grupo) {
        _ = try? TallerE2E.checker(["leccion5"], entorno: ["E2E_PIDS": pids.path, "TMPDIR": temporal.path])
      }
      var texto: String?
      for _ in 0..<Int(6000 * TallerE2E.factor) where texto == nil {
        texto = try? String(contentsOf: pids, encoding: .utf8)
        if texto == nil { usleep(100_000) }
      }
      let numeros = try #require(texto, "la prueba nunca arrancó").split(separator: " ")
        .compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      try #require(numeros.count == 3)
      defer { kill(numeros[1], SIGKILL) }
      #expect(kill(numeros[2], SIGKILL) == 0)
      grupo.wait()
      #expect(procesoTermino(numeros[0]), "la prueba sobrevivió a su checker")
      let abandonadas = { () -> [String] in
        ((try? FileManager.default.contentsOfDirectory(atPath: temporal.path)) ?? [])
          .filter { $0.hasPrefix("taller-\(numeros[2])-") }
      }
      #expect(!abandonadas().isEmpty, "el checker muerto no dejó carpeta: la prueba no prueba nada")
      let siguiente = try TallerE2E.checker(["leccion6"], entorno: ["TMPDIR": temporal.path])
      #expect(siguiente.codigo == 70, "\(siguiente.todo)")
      #expect(abandonadas().isEmpty, "la carpeta temporal del checker muerto sigue ahí")
    }

    @Test("Package.swift que compila una lección desde Solucion/: no se guarda el progreso y se dice por qué (2a)")
    func manifiestoCambiado() throws {
      let manifiesto = TallerE2E.copia.appendingPathComponent("Package.swift")
      let original = try String(contentsOf: manifiesto, encoding: .utf8)
      let trampa = original.replacingOccurrences(
        of: ": \"Sources/Workbook/\\(modulo)\"",
        with: ": (numero == 1 ? \"\\(carpeta)/Solucion\" : \"Sources/Workbook/\\(modulo)\")")
      try #require(trampa != original)
      try trampa.write(to: manifiesto, atomically: true, encoding: .utf8)
      let salida = try TallerE2E.checker(["leccion1"])
      #expect(salida.codigo == 1, "\(salida.todo)")
      #expect(
        salida.stdout.contains(
          "No se guarda el progreso: el módulo Leccion01 se compiló con 'Lessons/01-contador/Solucion/Contador.swift', "
            + "pero el curso lo compila desde 'Sources/Workbook/Leccion01/'."), "\(salida.todo)")
      #expect(salida.stdout.contains("`git checkout -- Package.swift`"))
      #expect(AlmacenProgreso(taller: taller).leer().progreso.lecciones["01"] == nil)

      // The instructor's switch does not change what `checker leccionN` checks (nor what it saves).
      try original.write(to: manifiesto, atomically: true, encoding: .utf8)
      let conFuente = try TallerE2E.checker(["leccion1"], entorno: ["TALLER_FUENTE": "1:solucion"])
      #expect(conFuente.codigo == 1, "\(conFuente.todo)")
      #expect(conFuente.stderr.contains("aviso: se ignora TALLER_FUENTE"))
      #expect(AlmacenProgreso(taller: taller).leer().progreso.lecciones["01"]?.completada == false)
    }

    @Test("Archivos restaurados con su fecha de antes (cp -a): se califica lo que dicen, no la compilación anterior (#31.1)")
    func fechasViejas() throws {
      let archivo = TallerE2E.copia.appendingPathComponent("Sources/Workbook/Leccion01/Contador.swift")
      let plantilla = try Data(contentsOf: archivo)
      let solucion = try Data(contentsOf: TallerE2E.copia.appendingPathComponent("Lessons/01-contador/Solucion/Contador.swift"))
      defer { try? plantilla.write(to: archivo) }
      let antes = try TallerE2E.checker(["leccion1"])
      #expect(antes.stdout.contains("1/3 pruebas"), "\(antes.todo)")
      let fecha = try #require(try FileManager.default.attributesOfItem(atPath: archivo.path)[.modificationDate] as? Date)
      // Lo que hace `cp -a` desde una copia de seguridad: otro contenido con la fecha de antes.
      func restaurar(_ datos: Data) throws {
        try datos.write(to: archivo)
        try FileManager.default.setAttributes([.modificationDate: fecha], ofItemAtPath: archivo.path)
      }
      try restaurar(solucion)
      let resuelta = try TallerE2E.checker(["leccion1"])
      #expect(resuelta.codigo == 0, "\(resuelta.todo)")
      #expect(resuelta.stdout.contains("3/3 pruebas"), "\(resuelta.todo)")
      #expect(try Data(contentsOf: archivo) == solucion, "el contenido no se toca")
      try restaurar(plantilla)
      let deNuevo = try TallerE2E.checker(["leccion1"])
      #expect(deNuevo.stdout.contains("1/3 pruebas"), "\(deNuevo.todo)")
    }

    @Test("Una carpeta de lección renombrada: esa lección se explica, las demás siguen (3)")
    func carpetaRenombrada() throws {
      let copia = TallerE2E.copia.appendingPathComponent("Sources/Workbook/Leccion04")
      let vieja = TallerE2E.copia.appendingPathComponent("Sources/Workbook/Leccion04-vieja")
      try? FileManager.default.removeItem(at: vieja)
      // Lo que hace el `swift run checker` del alumno: SwiftPM evalúa el manifiesto con la carpeta
      // presente y guarda esa evaluación (por texto, ubicación y entorno); la siguiente orden en el
      // mismo entorno la reutiliza aunque la carpeta ya no esté (#31.8).
      #expect(try Self.construirFuera(["--product", "PruebasLeccion01"]).exito)
      try FileManager.default.moveItem(at: copia, to: vieja)
      defer { try? FileManager.default.removeItem(at: vieja) }
      let fuera = try Self.construirFuera(["--product", "PruebasLeccion01"])
      #expect(fuera.exito, "\(fuera.textoSalida)\n\(fuera.textoErrores)")
      #expect(!fuera.textoErrores.contains("invalid custom path"))
      let cuarta = try TallerE2E.checker(["leccion4"])
      #expect(cuarta.codigo == 1, "\(cuarta.todo)")
      #expect(cuarta.stdout.contains("Falta la carpeta 'Sources/Workbook/Leccion04' (¿la renombraste o la borraste?)"))
      #expect(cuarta.stdout.contains("`git checkout -- Sources/Workbook/Leccion04`"))
      #expect(cuarta.stdout.contains("`swift run -q checker reiniciar leccion4`"))
      let primera = try TallerE2E.checker(["leccion1"])
      #expect(primera.codigo == 1, "\(primera.todo)")
      #expect(primera.stdout.contains("1/3 pruebas"), "\(primera.todo)")
      #expect(!primera.todo.contains("invalid custom path"))
      let resumen = try TallerE2E.checker([])
      #expect(resumen.stdout.contains("falta la carpeta 'Sources/Workbook/Leccion04'"), "\(resumen.todo)")
      // De vuelta en su sitio, el módulo se compila otra vez desde fuera (sin un plan viejo sin él).
      try FileManager.default.moveItem(at: vieja, to: copia)
      let devuelta = try Self.construirFuera(["--target", "Leccion04"])
      #expect(devuelta.exito, "\(devuelta.textoSalida)\n\(devuelta.textoErrores)")

      let leccion = TallerE2E.copia.appendingPathComponent("Lessons/06-conteo")
      try? FileManager.default.removeItem(at: TallerE2E.copia.appendingPathComponent("Lessons/06-otra"))
      try FileManager.default.moveItem(at: leccion, to: TallerE2E.copia.appendingPathComponent("Lessons/06-otra"))
      defer { try? FileManager.default.moveItem(at: TallerE2E.copia.appendingPathComponent("Lessons/06-otra"), to: leccion) }
      let sexta = try TallerE2E.checker(["leccion6"])
      #expect(sexta.codigo == 1, "\(sexta.todo)")
      #expect(sexta.stdout.contains("`git checkout -- Lessons/06-conteo`"), "\(sexta.todo)")
    }

    /// `swift build -q <argumentos>` in the student's environment (no variable of the checker), as
    /// the outer `swift run checker` evaluates the manifest.
    static func construirFuera(_ argumentos: [String]) throws -> ResultadoProceso {
      let entorno = TallerE2E.entorno()
      let swift = try #require(Toolchain.buscar("swift", entorno: entorno))
      return try Lanzador.ejecutar(
        ProcesoHijo(
          ejecutable: swift, argumentos: ["build", "-q"] + argumentos, entorno: entorno,
          directorio: TallerE2E.copia.path, limiteSegundos: 900 * TallerE2E.factor))
    }

    @Test("Un error de sintaxis en Package.swift no se presenta como «no por tu código» (6)")
    func manifiestoRoto() throws {
      let manifiesto = TallerE2E.copia.appendingPathComponent("Package.swift")
      let original = try String(contentsOf: manifiesto, encoding: .utf8)
      try (original + "\nlet roto = \n").write(to: manifiesto, atomically: true, encoding: .utf8)
      let salida = try TallerE2E.checker(["leccion1"])
      #expect(salida.codigo == 2, "\(salida.todo)")
      #expect(salida.stdout.contains("Package.swift no compila"), "\(salida.todo)")
      #expect(salida.stdout.contains("`git checkout -- Package.swift`"))
      #expect(!salida.stdout.contains("no por tu código"))
    }

    @Test("Almacenamiento: .taller como archivo, respaldo a medias, copias de un reiniciar interrumpido (5)")
    func almacenamiento() throws {
      let estado = TallerE2E.copia.appendingPathComponent(".taller")
      try Data("no soy una carpeta".utf8).write(to: estado)
      let salida = try TallerE2E.checker(["leccion1"])
      #expect(salida.codigo == 1, "\(salida.todo)")
      #expect(salida.stderr.contains("no se guardó el progreso"), "\(salida.todo)")
      #expect(salida.stderr.contains("existe, pero es un archivo"))
      #expect(salida.stderr.contains("mv .taller .taller-viejo"))
      #expect(!salida.todo.contains("Error Domain") && !salida.todo.contains("NSCocoaErrorDomain"))
      let reinicio = try TallerE2E.checker(["reiniciar", "leccion1", "--si"])
      #expect(reinicio.codigo == 70, "\(reinicio.todo)")
      #expect(reinicio.stderr.contains("No se pudo hacer la copia de seguridad"), "\(reinicio.todo)")
      #expect(try String(contentsOf: estado, encoding: .utf8) == "no soy una carpeta")
      try FileManager.default.removeItem(at: estado)

      let copia = TallerE2E.copia.appendingPathComponent("Sources/Workbook/Leccion01")
      let antes = try Data(contentsOf: copia.appendingPathComponent("Contador.swift"))
      let respaldos = estado.appendingPathComponent("respaldos")
      #if os(Linux)
        // A file that cannot be read halfway through the backup (reading `/proc/self/mem` at offset 0
        // fails with EIO, even as root): no partial backup, code untouched.
        let roto = copia.appendingPathComponent("Zroto.swift")
        try FileManager.default.createSymbolicLink(atPath: roto.path, withDestinationPath: "/proc/self/mem")
        let fallido = try TallerE2E.checker(["reiniciar", "leccion1", "--si"])
        try FileManager.default.removeItem(at: roto)
        #expect(fallido.codigo == 70, "\(fallido.todo)")
        #expect(fallido.stderr.contains("ninguna copia a medias"), "\(fallido.todo)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: respaldos.path)) ?? []).isEmpty)
        #expect(try Data(contentsOf: copia.appendingPathComponent("Contador.swift")) == antes)
      #endif

      // After an interrupted `reiniciar`, the next one names every backup of the lesson.
      let vieja = respaldos.appendingPathComponent("2020-01-01T00-00-00/Leccion01")
      try FileManager.default.createDirectory(at: vieja, withIntermediateDirectories: true)
      try antes.write(to: vieja.appendingPathComponent("Contador.swift"))
      let otra = try TallerE2E.checker(["reiniciar", "leccion1", "--si"])
      #expect(otra.codigo == 0, "\(otra.todo)")
      #expect(otra.stdout.contains("Copias de esta lección guardadas hasta ahora (la más antigua primero):\n  • .taller/respaldos/2020-01-01T00-00-00/Leccion01/\n  • .taller/respaldos/"), "\(otra.todo)")
    }

    @Test("Archivos que no son Swift en la copia de trabajo (de un editor, notas) nunca rompen la compilación (issue 46.1)")
    func archivosAjenos() throws {
      let carpeta = TallerE2E.copia.appendingPathComponent("Sources/Workbook/Leccion01")
      let antes = try TallerE2E.checker(["leccion1"])
      let ajenos = ["notas.txt", "Contador.swift.orig", "Contador.swift~", "Ideas/esquema.md"]
      for ajeno in ajenos {
        let url = carpeta.appendingPathComponent(ajeno)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("no es Swift\n".utf8).write(to: url)
      }
      defer {
        for ajeno in ajenos { try? FileManager.default.removeItem(at: carpeta.appendingPathComponent(ajeno)) }
        try? FileManager.default.removeItem(at: carpeta.appendingPathComponent("Ideas"))
        try? FileManager.default.removeItem(at: carpeta.appendingPathComponent("Extra.swift"))
      }
      // A new Swift file too: the set of sources changes, so SwiftPM plans the module again.
      try Data("// un archivo nuevo del alumno\n".utf8).write(to: carpeta.appendingPathComponent("Extra.swift"))
      let salida = try TallerE2E.checker(["leccion1"])
      #expect(salida.codigo == antes.codigo, "\(salida.todo)")
      #expect(!salida.todo.contains("unexpected input file"), "\(salida.todo)")
      #expect(salida.stdout.contains("Lección 1"), "\(salida.todo)")
      for ajeno in ajenos {
        #expect(FileManager.default.fileExists(atPath: carpeta.appendingPathComponent(ajeno).path), "\(ajeno) sigue ahí")
      }
      try FileManager.default.removeItem(at: carpeta.appendingPathComponent("Extra.swift"))
      let sinExtra = try TallerE2E.checker(["leccion1"])
      #expect(sinExtra.codigo == antes.codigo && !sinExtra.todo.contains("unexpected input file"), "\(sinExtra.todo)")
    }

    @Test("Una compilación que no termina se detiene en su límite y nombra el archivo más grande (issue 46.5)")
    func compilacionSinTiempo() throws {
      let grande = TallerE2E.copia.appendingPathComponent("Sources/Workbook/Leccion01/Grande.swift")
      defer { try? FileManager.default.removeItem(at: grande) }
      // About 3 MB of declarations: the compiler needs far more than the limit below.
      let lineas = (0..<60_000).map { "let constanteGrande\($0): [Int] = [\($0), \($0 + 1), \($0 + 2)]" }
      try Data((lineas.joined(separator: "\n") + "\n").utf8).write(to: grande)
      let inicio = Date()
      let salida = try TallerE2E.checker(["leccion1"], entorno: ["TALLER_FACTOR_TIEMPO": "0.02"])
      #expect(Date().timeIntervalSince(inicio) < 120 * TallerE2E.factor, "\(salida.todo)")
      #expect(salida.codigo == 2, "\(salida.todo)")
      // 240 s × 0,02, or × 4 more if this copy had not built the runtime yet.
      #expect(
        ["5", "19"].contains { salida.stdout.contains("La compilación no terminó en \($0) s, su tiempo máximo, y se detuvo.") },
        "\(salida.todo)")
      #expect(salida.stdout.contains("'Sources/Workbook/Leccion01/Grande.swift' (3,"), "\(salida.todo)")
      #expect(salida.stdout.contains("TALLER_FACTOR_TIEMPO=2"), "\(salida.todo)")
      // The build stopped midway leaves nothing behind that breaks the next one.
      try FileManager.default.removeItem(at: grande)
      let despues = try TallerE2E.checker(["leccion1"])
      #expect(despues.stdout.contains("Lección 1") && !despues.stdout.contains("no terminó"), "\(despues.todo)")
    }

    @Test("todas --json es un solo documento JSON válido (8)")
    func todasJSON() throws {
      let salida = try TallerE2E.checker(["todas", "--json"])
      #expect(salida.codigo == 70, "\(salida.todo)")
      let documento = try JSONDecoder().decode(DocumentoTodasJSON.self, from: Data(salida.stdout.utf8))
      #expect(documento.version == 2 && documento.status == "fail" && documento.codigo == 70)
      #expect(documento.lecciones.map(\.leccion).sorted() == [1, 2, 3, 4, 5, 6, 7, 8])
      for leccion in documento.lecciones {
        for prueba in leccion.tests { #expect((prueba.output ?? "").count <= DocumentoJSON.limiteOutput, "\(prueba.id)") }
      }
    }

    @Test("Progreso ordenado: un resultado de un binario más viejo no pisa al más nuevo (4)")
    func progresoOrdenado() throws {
      let futuro = ProgresoLeccion(
        aprobadas: 3, total: 3, completada: true, fallidas: [], fecha: "2099-01-01T00:00:00Z", sello: 4_000_000_000)
      try AlmacenProgreso(taller: taller).actualizar { $0.lecciones["01"] = futuro }
      let salida = try TallerE2E.checker(["leccion1"])
      #expect(salida.codigo == 1, "\(salida.todo)")
      #expect(AlmacenProgreso(taller: taller).leer().progreso.lecciones["01"] == futuro)
    }
  }

  /// Issue 17: the command line and `--json` without building anything.
  @Suite("Fiabilidad de extremo a extremo: línea de órdenes")
  struct FiabilidadCLIE2ETests {
    init() throws { try TallerE2E.preparar() }

    @Test("L3, cifras no ASCII y el argumento vacío; --json con un error de uso da un documento (7, 8)")
    func nombres() throws {
      let corta = try TallerE2E.checker(["L3"])
      #expect(corta.codigo == 64)
      #expect(corta.stderr.contains("¿Quisiste decir 'leccion3'?"), "\(corta.todo)")
      let arabe = try TallerE2E.checker(["pista", "leccion\u{0661}"])
      #expect(arabe.codigo == 0, "\(arabe.todo)")
      #expect(arabe.stdout.contains("Un contador de prueba"), "\(arabe.todo)")
      let volada = try TallerE2E.checker(["pista", "leccion\u{00B9}"])
      #expect(volada.codigo == 64, "\(volada.todo)")
      #expect(volada.stderr.contains("¿Quisiste decir 'leccion1'?"), "\(volada.todo)")
      let vacio = try TallerE2E.checker([""])
      #expect(vacio.codigo == 64, "\(vacio.todo)")
      #expect(vacio.stderr.contains("uno de los argumentos está vacío"))
      let json = try TallerE2E.checker(["L3", "--json"])
      #expect(json.codigo == 64)
      let documento = try JSONDecoder().decode(ErrorJSON.self, from: Data(json.stdout.utf8))
      #expect(documento.status == "error" && documento.codigo == 64 && documento.motivo == "uso")
      #expect(documento.message.contains("¿Quisiste decir 'leccion3'?"))
    }
  }
}

/// The end-to-end copy plus `Fixtures/Trampas` (lesson 8: student code that leaves orphans and
/// forges results) and its line in `Package.swift`; only this suite sees that lesson.
enum TallerTrampas {
  static func preparar() throws {
    try TallerE2E.preparar()
    let origen = TallerE2E.raizPaquete.appendingPathComponent("Fixtures/Trampas")
    for relativo in try TallerE2E.archivos(en: origen) {
      try TallerE2E.copiarSiCambio(origen.appendingPathComponent(relativo), TallerE2E.copia.appendingPathComponent(relativo))
    }
    let manifiesto = TallerE2E.copia.appendingPathComponent("Package.swift")
    let texto = try String(contentsOf: manifiesto, encoding: .utf8)
    let ultima = "  leccion(7, \"temporizador\"),\n"
    try #require(texto.contains(ultima), "El Package.swift del fixture ya no termina su lista en la lección 7.")
    let deseado = Data(texto.replacingOccurrences(of: ultima, with: ultima + "  leccion(8, \"trampas\"),\n").utf8)
    if FileManager.default.contents(atPath: manifiesto.path) != deseado { try deseado.write(to: manifiesto) }
  }
}
