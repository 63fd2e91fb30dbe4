@testable import CheckerCore
import Foundation
import Motor
import Testing

/// `verificar`'s static checks of `archivosPorEjercicio` (issue 33.5).
@Suite("archivosPorEjercicio: lo que verificar comprueba sin compilar")
struct ValidacionArchivosPorEjercicioTests {
  func problemas(_ grupos: String, ejercicios: String = "") throws -> [ProblemaCatalogo.Tipo] {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Lessons/01-termostato/Plantilla/Caldera.swift", "struct Caldera {}\n")
    try temporal.escribir(
      "Lessons/01-termostato/leccion.json",
      """
      {"formato": 2, "numero": 1, "titulo": "T", "orden": 1,
       "pruebas": [{"id": "a", "nombre": "A", "pistas": [], "ejercicio": 1},
                   {"id": "b", "nombre": "B", "pistas": [], "ejercicio": 2}]\(ejercicios),
       "archivosPorEjercicio": \(grupos)}
      """)
    let catalogo = try Catalogo.cargar(temporal.taller)
    let leccion = try #require(catalogo.leccion(numero: 1))
    return ValidacionArchivosPorEjercicio.problemas(leccion, taller: temporal.taller)
  }

  @Test("Una declaración correcta no tiene problemas; cada error se nombra")
  func problemasNombrados() throws {
    #expect(try problemas(#"[{"ejercicio": 1, "titulo": "Uno", "archivos": ["Caldera.swift"]}]"#).isEmpty)
    #expect(
      try problemas(
        #"[{"ejercicio": 1, "titulo": "Uno", "archivos": ["Caldera.swift"]}, {"ejercicio": 1, "titulo": " ", "archivos": []}]"#)
        == [.archivosRepetido(ejercicio: 1), .archivosSinTitulo(ejercicio: 1), .archivosSinArchivos(ejercicio: 1)])
    #expect(
      try problemas(#"[{"ejercicio": 3, "titulo": "Tres", "archivos": ["Bomba.swift"]}]"#)
        == [.archivosSinPruebas(ejercicio: 3), .archivosAusente(archivo: "Bomba.swift", ejercicio: 3)])
    #expect(
      MensajesValidacion.texto(.archivosAusente(archivo: "Bomba.swift", ejercicio: 3))
        == "el ejercicio 3 de `archivosPorEjercicio` nombra 'Plantilla/Bomba.swift', que no existe")
  }
}
