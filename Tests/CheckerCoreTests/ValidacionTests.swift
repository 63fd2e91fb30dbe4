import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

@Suite("Validación del catálogo sin compilar")
struct ValidacionTests {
  @Test("El taller de prueba no tiene problemas")
  func fixtureValido() throws {
    let raiz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/Taller")
    let catalogo = try Catalogo.cargar(Taller(raiz: raiz))
    #expect(ValidacionCatalogo.problemas(catalogo, genericos: TablaDiagnosticos.genericos).map(\.description) == [])
  }

  @Test("Detecta carpeta sin línea, metadatos incoherentes, pistas vacías y variantes mal declaradas")
  func problemas() throws {
    let malo = """
      {"formato":2,"numero":7,"titulo":"","orden":1,"pruebas":[
        {"id":"a b","nombre":"A","pistas":[""]},{"id":"c","nombre":"C","pistas":["P"]},{"id":"c","nombre":"","pistas":["P"]}],
       "variantes":[{"carpeta":"alternativa-x","esperado":"falla","pruebas":["zeta"]},
                    {"carpeta":"error-y","esperado":"noCompila","diagnostico":"x","explicacion":"inexistente"}]}
      """
    let taller = try tallerTemporal([(1, "uno", malo), (2, "dos", metadatosJSON(2, orden: 1))])
    defer { try? FileManager.default.removeItem(at: taller.raiz.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: taller.carpetaLecciones.appendingPathComponent("03-sin-lista"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: taller.carpetaLecciones.appendingPathComponent("01-uno/Variantes/error-y"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: taller.carpetaLecciones.appendingPathComponent("01-uno/Variantes/error-suelta"), withIntermediateDirectories: true)
    let problemas = ValidacionCatalogo.problemas(try Catalogo.cargar(taller), genericos: TablaDiagnosticos.genericos).map(\.description)
    let esperados = [
      "la carpeta 'Lessons/03-sin-lista' no está en la lista de lecciones de Package.swift",
      "lección 1: leccion.json dice 'numero' 7, pero la carpeta es la 1",
      "lección 1: el título está vacío",
      "lección 1: el id de prueba 'a b' no es válido (solo ASCII, dígitos, '_' o '-')",
      "lección 1: la prueba 'a b' necesita al menos una pista, y ninguna vacía",
      "lección 1: el id de prueba 'c' está repetido",
      "lección 1: la prueba 'c' no tiene nombre",
      "lección 1: la variante 'error-suelta' no está declarada en leccion.json",
      "lección 1: falta la carpeta 'Variantes/alternativa-x'",
      "lección 1: la variante 'alternativa-x' es una alternativa: su resultado esperado debe ser 'pasa'",
      "lección 1: la variante 'alternativa-x' nombra la prueba 'zeta', que no existe",
      "lección 1: la variante 'error-y' necesita una 'explicacion' que exista en la tabla de diagnósticos conocidos",
      "lección 2: 'orden' 1 repetido (también en la lección 1)",
    ]
    #expect(problemas == esperados)
  }
}
