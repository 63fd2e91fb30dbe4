import Foundation

/// The static checks of an ordinary lesson's `archivosPorEjercicio` (no build): each entry names an
/// exercise that has tests, once, with a title and files that exist in `Plantilla/` (the checker
/// puts them in place of the student's broken ones), and the lesson is not per-exercise.
public enum ValidacionArchivosPorEjercicio {
  /// The problems of `leccion`'s `archivosPorEjercicio` (none when it has none).
  public static func problemas(_ leccion: Leccion, taller: Taller) -> [ProblemaCatalogo.Tipo] {
    guard let metadatos = leccion.metadatos, let grupos = metadatos.archivosPorEjercicio else { return [] }
    if metadatos.ejercicios != nil { return [.archivosEnLeccionPorEjercicios] }
    let plantilla = taller.raiz.appendingPathComponent(leccion.carpetaFuente(.plantilla))
    let deLasPruebas = Set(metadatos.pruebas.compactMap(\.ejercicio))
    var vistos: Set<Int> = []
    var problemas: [ProblemaCatalogo.Tipo] = []
    for grupo in grupos {
      let ejercicio = grupo.ejercicio
      if !vistos.insert(ejercicio).inserted { problemas.append(.archivosRepetido(ejercicio: ejercicio)) }
      if !deLasPruebas.contains(ejercicio) { problemas.append(.archivosSinPruebas(ejercicio: ejercicio)) }
      if grupo.titulo.trimmingCharacters(in: .whitespaces).isEmpty { problemas.append(.archivosSinTitulo(ejercicio: ejercicio)) }
      if grupo.archivos.isEmpty { problemas.append(.archivosSinArchivos(ejercicio: ejercicio)) }
      for archivo in grupo.archivos where !FileManager.default.fileExists(atPath: plantilla.appendingPathComponent(archivo).path) {
        problemas.append(.archivosAusente(archivo: archivo, ejercicio: ejercicio))
      }
    }
    return problemas
  }
}
