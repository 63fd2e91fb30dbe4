import CheckerCore
import Motor
import Foundation
import Testing

extension Construcciones {
  /// The known diagnostics of a per-exercise lesson (lesson 5 teaches reading them) are each proven
  /// by a fixture `Fixtures/Diagnosticos/<id>.swift` whose real compiler output the lesson's table
  /// explains with that very entry.
  @Suite("Diagnósticos de las lecciones por ejercicios")
  struct DiagnosticosLeccionesE2ETests {
    init() throws { try TallerE2E.preparar() }

    @Test("Cada entrada de la tabla de una lección por ejercicios tiene un fixture que la demuestra")
    func entradasConFixture() throws {
      let entorno = TallerE2E.entorno()
      let toolchain = try Toolchain.localizar(entorno: entorno)
      let catalogo = try Catalogo.cargar(Taller(raiz: TallerE2E.raizPaquete))
      let lecciones = catalogo.lecciones.filter { $0.metadatos?.ejercicios != nil }
      try #require(!lecciones.isEmpty, "el curso no tiene ninguna lección por ejercicios")
      let runtime = try Lanzador.ejecutar(
        ProcesoHijo(
          ejecutable: toolchain.swift,
          argumentos: ["build", "--target", "ComposableArchitecture", "--package-path", TallerE2E.copia.path],
          entorno: entorno, directorio: TallerE2E.copia.path, limiteSegundos: 900 * TallerE2E.factor))
      try #require(runtime.exito, "el runtime no compila:\n\(runtime.textoErrores)")
      let modulos = TallerE2E.copia.appendingPathComponent(".build/debug/Modules")
      let carpeta = TallerE2E.raizPaquete.appendingPathComponent("Fixtures/Diagnosticos")
      let objeto = TallerE2E.copia.appendingPathComponent(".build/diagnostico-leccion.o")
      for leccion in lecciones {
        let tabla = TablaDiagnosticos(catalogo: catalogo, leccion: leccion)
        let entradas = leccion.metadatos?.diagnosticos ?? []
        #expect(!entradas.isEmpty, "lección \(leccion.numero): sin tabla de diagnósticos")
        for entrada in entradas {
          let fixture = carpeta.appendingPathComponent("\(entrada.id).swift")
          try #require(
            FileManager.default.fileExists(atPath: fixture.path),
            "lección \(leccion.numero): la entrada '\(entrada.id)' no tiene fixture en Fixtures/Diagnosticos")
          let argumentos = Array(toolchain.swiftc.dropFirst()) + toolchain.banderasSwiftc + [
            "-c", "-parse-as-library", "-swift-version", "6", "-module-name", "Diagnostico", "-I", modulos.path,
            "-o", objeto.path, fixture.path,
          ]
          let resultado = try Lanzador.ejecutar(
            ProcesoHijo(
              ejecutable: toolchain.swiftc[0], argumentos: argumentos, entorno: entorno,
              directorio: TallerE2E.copia.path, limiteSegundos: 300 * TallerE2E.factor))
          let errores = SalidaCompilador(resultado.textoSalida + "\n" + resultado.textoErrores).errores
          #expect(!resultado.exito, "\(entrada.id): el fixture compila")
          #expect(
            errores.contains { tabla.explicacion(para: $0)?.id == entrada.id },
            "\(entrada.id): ningún error real lo explica con esa entrada:\n\(errores.map(\.cabecera).joined(separator: "\n"))")
        }
      }
    }
  }
}
