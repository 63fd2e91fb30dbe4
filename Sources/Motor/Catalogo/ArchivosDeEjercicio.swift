/// The files of one exercise of an ordinary lesson (`leccion.json`'s `archivosPorEjercicio`), so a
/// compile error in one exercise does not hide the others (issue 33.5).
///
/// When the student's module does not compile and every file with an error belongs to some
/// exercise, the checker builds a copy of the working copy in which the broken exercises' files
/// are `Plantilla/`'s, runs the tests of the other exercises against it and reports the broken ones
/// as «no compila» with their errors. A file may belong to several exercises (lesson 2's
/// `Lista.swift`): an error in it stops all of them. Files in no exercise are shared: an error in
/// one gives the ordinary «no compila» report.
///
/// ```json
/// { "ejercicio": 4, "titulo": "`body` y `reduce` a la vez",
///   "archivos": ["Reproductor.swift", "Reproductor+CasePathable.swift"] }
/// ```
public struct ArchivosDeEjercicio: Codable, Sendable, Equatable {
  /// The exercise's number, as the tests' `ejercicio` field gives it.
  public var ejercicio: Int
  /// Its title in Spanish, shown as «Ejercicio N · título» while it does not compile.
  public var titulo: String
  /// Its files, relative to the lesson's source folder (`Tienda.swift`).
  public var archivos: [String]

  /// The files of one exercise as `archivosPorEjercicio` would declare them.
  public init(ejercicio: Int, titulo: String, archivos: [String]) {
    self.ejercicio = ejercicio
    self.titulo = titulo
    self.archivos = archivos
  }
}
