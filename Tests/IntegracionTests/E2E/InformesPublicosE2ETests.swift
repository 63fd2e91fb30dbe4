import CheckerCore
import Motor
import Foundation
import Testing

extension Construcciones {
  /// Compile errors that TCA users reported in public, reproduced here without macros (issue 33.4):
  /// the FIRST error each reproduction gets from the real compiler is explained by the entry its
  /// header names, with the course's whole table (lessons first, then the generic entries), and that
  /// entry keeps the report's URL next to it.
  @Suite("Errores de compilación de informes públicos, reproducidos")
  struct InformesPublicosE2ETests {
    init() throws { try TallerE2E.preparar() }

    @Test("Cada reproducción: su primer error lo explica su entrada, que cita el informe; y cada informe citado se reproduce")
    func reproducciones() throws {
      let entorno = TallerE2E.entorno()
      let toolchain = try Toolchain.localizar(entorno: entorno)
      let catalogo = try Catalogo.cargar(Taller(raiz: TallerE2E.raizPaquete))
      let tabla = TablaDiagnosticos(catalogo: catalogo)
      let runtime = try Lanzador.ejecutar(
        ProcesoHijo(
          ejecutable: toolchain.swift,
          argumentos: ["build", "--target", "ComposableArchitecture", "--package-path", TallerE2E.copia.path],
          entorno: entorno, directorio: TallerE2E.copia.path, limiteSegundos: 900 * TallerE2E.factor))
      try #require(runtime.exito, "el runtime no compila:\n\(runtime.textoErrores)")
      let modulos = TallerE2E.copia.appendingPathComponent(".build/debug/Modules")
      let carpeta = TallerE2E.raizPaquete.appendingPathComponent("Fixtures/Diagnosticos")
      let objeto = TallerE2E.copia.appendingPathComponent(".build/diagnostico-informe.o")
      let reproducciones = FixturesInformes.reproducciones(carpeta)
      try #require(!reproducciones.isEmpty, "no hay reproducciones en Fixtures/Diagnosticos/Informes")
      for reproduccion in reproducciones {
        let nombre = reproduccion.archivo.lastPathComponent
        #expect(reproduccion.informe.hasPrefix("https://"), "\(nombre): falta `// informe: <url>`")
        let entrada = try #require(tabla.entrada(id: reproduccion.entrada), "\(nombre): la entrada '\(reproduccion.entrada)' no existe")
        #expect(entrada.informes.contains(reproduccion.informe), "\(nombre): la entrada '\(entrada.id)' no cita \(reproduccion.informe)")
        let argumentos = Array(toolchain.swiftc.dropFirst()) + toolchain.banderasSwiftc + [
          "-c", "-parse-as-library", "-swift-version", "6", "-module-name", "Diagnostico", "-I", modulos.path,
          "-o", objeto.path, reproduccion.archivo.path,
        ]
        let resultado = try Lanzador.ejecutar(
          ProcesoHijo(
            ejecutable: toolchain.swiftc[0], argumentos: argumentos, entorno: entorno,
            directorio: TallerE2E.copia.path, limiteSegundos: 300 * TallerE2E.factor))
        let errores = SalidaCompilador(resultado.textoSalida + "\n" + resultado.textoErrores).errores
        let primero = try #require(errores.first, "\(nombre): el fixture compila")
        #expect(
          tabla.explicacion(para: primero)?.id == entrada.id,
          "\(nombre): el primer error («\(primero.cabecera)») lo explica '\(tabla.explicacion(para: primero)?.id ?? "nada")', no '\(entrada.id)'")
      }
      // Every URL an entry cites has its reproduction, and is in the dossier.
      let dossier = try String(contentsOf: carpeta.appendingPathComponent("informes-publicos.json"), encoding: .utf8)
      let reproducidos = Set(reproducciones.map(\.informe))
      for entrada in tabla.entradas {
        for url in entrada.informes {
          #expect(reproducidos.contains(url), "'\(entrada.id)' cita \(url) sin reproducirlo en Informes/")
          #expect(dossier.contains("\"\(url)\""), "'\(entrada.id)' cita \(url), que no está en informes-publicos.json")
        }
      }
    }
  }
}
