import CheckerCore
import Motor
import Foundation
import Testing

extension Construcciones {
  /// The reusable engine (what the integrity suite and `checker verificar` call) and the proof of
  /// every generic known diagnostic by real compiler output.
  @Suite("Motor del checker y diagnósticos conocidos")
  struct MotorE2ETests {
    init() throws { try TallerE2E.preparar() }

    func revisor() throws -> Revisor {
      try Revisor(taller: Taller(raiz: TallerE2E.copia), entorno: TallerE2E.entorno(), registro: RegistroHijos())
    }

    /// With the record of interfaces `checker verificar` uses: a verdict is reused only for a
    /// byte-identical interface (the Plantilla has `case magia`, the Solucion not; the alternative
    /// changes bodies only), so the Plantilla built again still breaks `sin-magia`.
    @Test("Revisor con TALLER_FUENTE: la plantilla falla todo, la solución y las alternativas lo pasan todo; un veredicto de garantía solo se reutiliza con la misma interfaz")
    func fuentes() throws {
      var revisor = try revisor()
      revisor.interfaces = InterfacesLeccion()
      let leccion = try #require(revisor.catalogo.leccion(numero: 1))
      let limite = Construccion.Opciones(limiteSegundos: 900 * TallerE2E.factor)
      var opciones = limite
      opciones.fuente = .plantilla
      let plantilla = revisor.revisar(leccion, opciones: opciones)
      guard case .ejecutada(let ejecucion, let garantias) = plantilla.resultado else {
        Issue.record("la plantilla debería compilar: \(plantilla.resultado)")
        return
      }
      #expect(ejecucion.resultados.allSatisfy { !$0.pasa })
      #expect(garantias.map(\.id) == ["cuenta-privada", "sin-magia"])
      #expect(garantias.map(\.cumple) == [true, false], "la plantilla ya tiene `private(set)` y aún tiene `case magia`: \(garantias)")
      var interfaces = [plantilla.interfaz]
      for fuente in [FuenteLeccion.solucion, .variante("alternativa-max")] {
        opciones.fuente = fuente
        let informe = revisor.revisar(leccion, opciones: opciones)
        #expect(informe.completada, "\(fuente): \(informe.resultado)")
        #expect(informe.codigoSalida == .exito)
        interfaces.append(informe.interfaz)
      }
      #expect(interfaces == [0, 1, 1], "la plantilla, la solución y una alternativa que solo cambia cuerpos")
      opciones.fuente = .plantilla
      let otraVez = revisor.revisar(leccion, opciones: opciones)
      #expect(otraVez.interfaz == 0)
      guard case .ejecutada(_, let recordadas) = otraVez.resultado else {
        Issue.record("la plantilla debería compilar: \(otraVez.resultado)")
        return
      }
      #expect(recordadas == garantias)
      var solucion = limite
      solucion.fuente = .solucion
      let temporizador = revisor.revisar(try #require(revisor.catalogo.leccion(numero: 7)), opciones: solucion)
      #expect(temporizador.completada, "\(temporizador.resultado)")
    }

    @Test("La garantía de tipos reutiliza la caché de módulos de Clang de la compilación: nada se escribe en ella tras enlazar")
    func cacheDeModulosCompartida() throws {
      let revisor = try revisor()
      let leccion = try #require(revisor.catalogo.leccion(numero: 1))
      var opciones = Construccion.Opciones(limiteSegundos: 900 * TallerE2E.factor)
      // NB: build the Plantilla first, so the Solucion's build below recompiles the module and,
      // with the cache emptied in between, compiles its Clang modules again.
      opciones.fuente = .plantilla
      _ = revisor.revisar(leccion, opciones: opciones)
      let binarios = try #require(
        RutaBinarios(taller: revisor.taller, toolchain: revisor.toolchain, entorno: TallerE2E.entorno())
          .guardada(carpetaTemporal: nil))
      let cache = binarios.appendingPathComponent("ModuleCache")
      for entrada in ArchivosCarpeta.entradas(cache) where ArchivosCarpeta.esCarpeta(cache.appendingPathComponent(entrada)) {
        try FileManager.default.removeItem(at: cache.appendingPathComponent(entrada))
      }
      opciones.fuente = .solucion
      let informe = revisor.revisar(leccion, opciones: opciones)
      guard case .ejecutada(_, let garantias) = informe.resultado else {
        Issue.record("la solución debería compilar: \(informe.resultado)")
        return
      }
      #expect(!garantias.isEmpty && garantias.allSatisfy(\.cumple), "\(garantias)")
      func fecha(_ url: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
      }
      let enlazado = try fecha(binarios.appendingPathComponent(leccion.producto))
      let carpetas = ArchivosCarpeta.entradas(cache).filter { ArchivosCarpeta.esCarpeta(cache.appendingPathComponent($0)) }
      #expect(!carpetas.isEmpty, "la compilación no dejó módulos de Clang en \(cache.path)")
      for carpeta in carpetas {
        #expect(
          try fecha(cache.appendingPathComponent(carpeta)) <= enlazado,
          "ModuleCache/\(carpeta) se escribió después de enlazar \(leccion.producto): la garantía compiló sus propios módulos de Clang")
      }
    }

    @Test("Cada diagnóstico genérico tiene un fixture cuya salida real del compilador lo explica")
    func diagnosticosGenericos() throws {
      let toolchain = try Toolchain.localizar(entorno: TallerE2E.entorno())
      let carpeta = TallerE2E.raizPaquete.appendingPathComponent("Fixtures/Diagnosticos")
      let tabla = TablaDiagnosticos(entradas: TablaDiagnosticos.genericos)
      // NB: where the checker's builds put the modules, as SwiftPM told it (`RutaBinarios`).
      let binarios = RutaBinarios(taller: Taller(raiz: TallerE2E.copia), toolchain: toolchain, entorno: TallerE2E.entorno())
        .guardada(carpetaTemporal: nil) ?? TallerE2E.copia.appendingPathComponent(".build/debug")
      let modulos = binarios.appendingPathComponent("Modules")
      let salidaObjeto = TallerE2E.copia.appendingPathComponent(".build/diagnostico.o")
      for entrada in TablaDiagnosticos.genericos {
        // NB: an entry for errors inside the hidden tests is proven by a fixture under a
        // `Tests/Exercises/` folder, where such errors are located; one that explains a public
        // report, by that report's reproduction (`Informes/`).
        let fixture = FixturesInformes.reproducciones(carpeta).first { $0.entrada == entrada.id }?.archivo
          ?? carpeta.appendingPathComponent((entrada.enPruebas ? "Tests/Exercises/" : "") + "\(entrada.id).swift")
        try #require(
          FileManager.default.fileExists(atPath: fixture.path),
          "La entrada '\(entrada.id)' no tiene fixture en Fixtures/Diagnosticos: ninguna entrada se escribe a mano.")
        let argumentos = Array(toolchain.swiftc.dropFirst()) + toolchain.banderasSwiftc + [
          "-c", "-parse-as-library", "-swift-version", "6", "-module-name", "Diagnostico", "-I", modulos.path,
          "-o", salidaObjeto.path, fixture.path,
        ]
        let resultado = try Lanzador.ejecutar(
          ProcesoHijo(
            ejecutable: toolchain.swiftc[0], argumentos: argumentos, entorno: TallerE2E.entorno(),
            directorio: TallerE2E.copia.path, limiteSegundos: 300 * TallerE2E.factor))
        let errores = SalidaCompilador(resultado.textoSalida + "\n" + resultado.textoErrores).errores
        #expect(!resultado.exito, "\(entrada.id): el fixture compila")
        #expect(
          errores.contains { tabla.explicacion(para: $0)?.id == entrada.id },
          "\(entrada.id): ningún error real lo explica:\n\(errores.map(\.cabecera).joined(separator: "\n"))")
      }
    }
  }
}
