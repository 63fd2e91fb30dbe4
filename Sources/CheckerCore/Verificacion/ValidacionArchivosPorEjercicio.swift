import Foundation
import Motor

/// The static checks of an ordinary lesson's `archivosPorEjercicio` (no build): each entry names an
/// exercise that has tests, once, with a title and files that exist in `Plantilla/` (the checker
/// puts them in place of the student's broken ones), and the lesson is not per-exercise.
enum ValidacionArchivosPorEjercicio {
  /// The problems of `leccion`'s `archivosPorEjercicio` (none when it has none), in Spanish.
  static func problemas(_ leccion: Leccion, taller: Taller) -> [String] {
    guard let metadatos = leccion.metadatos, let grupos = metadatos.archivosPorEjercicio else { return [] }
    if metadatos.ejercicios != nil { return [MensajesArchivosPorEjercicio.conEjercicios] }
    let plantilla = taller.raiz.appendingPathComponent(leccion.carpetaFuente(.plantilla))
    let deLasPruebas = Set(metadatos.pruebas.compactMap(\.ejercicio))
    var vistos: Set<Int> = []
    var problemas: [String] = []
    for grupo in grupos {
      if !vistos.insert(grupo.ejercicio).inserted { problemas.append(MensajesArchivosPorEjercicio.repetido(grupo.ejercicio)) }
      if !deLasPruebas.contains(grupo.ejercicio) { problemas.append(MensajesArchivosPorEjercicio.sinPruebas(grupo.ejercicio)) }
      if grupo.titulo.trimmingCharacters(in: .whitespaces).isEmpty {
        problemas.append(MensajesArchivosPorEjercicio.sinTitulo(grupo.ejercicio))
      }
      if grupo.archivos.isEmpty { problemas.append(MensajesArchivosPorEjercicio.sinArchivos(grupo.ejercicio)) }
      for archivo in grupo.archivos where !FileManager.default.fileExists(atPath: plantilla.appendingPathComponent(archivo).path) {
        problemas.append(MensajesArchivosPorEjercicio.archivoAusente(archivo, grupo.ejercicio))
      }
    }
    return problemas
  }
}

/// The sentences of ``ValidacionArchivosPorEjercicio``.
enum MensajesArchivosPorEjercicio {
  static let conEjercicios =
    "`archivosPorEjercicio` es para una lección ordinaria; una lección por ejercicios ya declara los archivos en `ejercicios`"
  static func repetido(_ numero: Int) -> String { "`archivosPorEjercicio` declara dos veces el ejercicio \(numero)" }
  static func sinPruebas(_ numero: Int) -> String {
    "`archivosPorEjercicio` nombra el ejercicio \(numero), pero ninguna prueba dice \"ejercicio\": \(numero)"
  }
  static func sinTitulo(_ numero: Int) -> String { "el ejercicio \(numero) de `archivosPorEjercicio` no tiene título" }
  static func sinArchivos(_ numero: Int) -> String { "el ejercicio \(numero) de `archivosPorEjercicio` no tiene archivos" }
  static func archivoAusente(_ archivo: String, _ numero: Int) -> String {
    "el ejercicio \(numero) de `archivosPorEjercicio` nombra 'Plantilla/\(archivo)', que no existe"
  }
}
