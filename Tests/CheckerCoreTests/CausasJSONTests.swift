import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

@Suite("--json: un código de máquina estable por cada causa")
struct CausasJSONTests {
  let leccion = Leccion(
    numero: 3, slug: "x",
    metadatos: MetadatosLeccion(
      numero: 3, titulo: "T", posicion: 3,
      pruebas: ["a", "b", "c", "d"].map { PruebaDeclarada(id: $0, nombre: $0, pistas: ["p"]) }))

  @Test("Tiempo agotado, señal, exit y fallo se distinguen sin leer español")
  func pruebas() {
    let ejecucion = EjecucionLeccion(resultados: [
      ResultadoPruebaOculta(id: "a", estado: .tiempo, causa: .tiempoAgotado(limiteSegundos: 5)),
      ResultadoPruebaOculta(id: "b", estado: .crash, causa: .detenido(.senal(4), trasResultado: false, fatales: [])),
      ResultadoPruebaOculta(id: "c", estado: .crash, causa: .detenido(.salida(0), trasResultado: false, fatales: [])),
      ResultadoPruebaOculta(id: "d", estado: .fallo, causa: .fallo, mensajes: ["diff"]),
    ])
    let documento = DocumentoJSON(InformeLeccion(leccion: leccion, resultado: .ejecutada(ejecucion, garantias: [])))
    #expect(documento.tests.map(\.causa) == ["tiempo-agotado", "senal", "salida-prematura", "fallo"])
    #expect(documento.tests.map(\.motivo) == ["tiempo", "crash", "crash", "fallo"])
    #expect(documento.causa == nil)
    #expect(documento.tests[0].message?.hasPrefix("tiempo agotado (5 s)") == true)
  }

  @Test("Un símbolo que falta: causa simbolo-ausente y los símbolos, en la raíz y en cada prueba")
  func simboloAusente() throws {
    let error = DiagnosticoCompilador(
      archivo: "Tests/Exercises/Leccion03/Pruebas.swift", linea: 3, columna: 1, severidad: .error,
      mensaje: "cannot find 'Ajustes' in scope")
    let fallo = FalloCompilacion(tipo: .pruebas, errores: [error], explicaciones: [nil], otrasLineas: [])
    let documento = DocumentoJSON(InformeLeccion(leccion: leccion, resultado: .noCompila(fallo)))
    #expect(documento.causa == "simbolo-ausente")
    #expect(documento.simbolos == ["Ajustes"])
    #expect(Set(documento.tests.map(\.causa)) == ["simbolo-ausente"])
    let alumno = DocumentoJSON(
      InformeLeccion(
        leccion: leccion,
        resultado: .noCompila(FalloCompilacion(tipo: .alumno, errores: [], explicaciones: [], otrasLineas: []))))
    #expect(alumno.causa == "no-compila" && alumno.simbolos == nil)
  }

  @Test("Garantías, errores internos y rechazos llevan su código")
  func otras() {
    #expect(CausasJSON.garantia(.rota(.compila)) == "garantia-compila")
    #expect(CausasJSON.garantia(.invalida(.toolchainDistinta(swift: "s", swiftc: "c", linea: "l"))) == "toolchain-distinta")
    #expect(CausasJSON.garantia(.cumple) == nil)
    #expect(CausasJSON.leccion(.errorInterno(.swiftNoArranca(ruta: "/s"))) == "swift-no-arranca")
    #expect(CausasJSON.leccion(.rechazada(.faltaCopiaDeTrabajo)) == "falta-copia-de-trabajo")
    #expect(CausasJSON.leccion(.interrumpida) == "interrumpida")
  }

  @Test("CONTRIBUTING.md documenta cada código, y solo esos")
  func readme() throws {
    let raiz = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let texto = try String(contentsOf: raiz.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
    let seccion = try #require(texto.components(separatedBy: "### Códigos de `--json`").dropFirst().first)
      .components(separatedBy: "\n### ").first ?? ""
    for codigo in CausasJSON.todas {
      #expect(seccion.contains("`\(codigo)`"), "CONTRIBUTING.md no documenta `\(codigo)`")
    }
    #expect(Set(CausasJSON.todas).count == CausasJSON.todas.count)
  }
}
