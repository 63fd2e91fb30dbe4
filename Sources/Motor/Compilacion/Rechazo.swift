/// Why a lesson was not checked, or its run cannot be trusted, because of the workbook's state.
public enum Rechazo: Sendable, Equatable {
  /// The lesson's folder under `Lessons/` is missing (renamed or deleted).
  case faltaCarpetaLeccion
  /// The hidden tests' folder `Tests/Exercises/LeccionNN` (a course file) is missing.
  case faltanPruebasOcultas
  /// The working copy `Sources/Workbook/LeccionNN` is missing.
  case faltaCopiaDeTrabajo
  /// The working copy exists but holds no `.swift` file (emptied by hand or by a failed copy).
  case copiaDeTrabajoVacia
  /// The working copy is, or holds, a symbolic link (`ruta`, relative to the root) to `destino`: the
  /// checker grades only files that really are in the student's folder.
  case copiaDeTrabajoEnlazada(ruta: String, destino: String)
  /// A file of the working copy is named `main.swift` (the path relative to the root), which Swift
  /// treats as a program's entry point: the lesson's library could not be linked with its tests.
  case archivoMain(ruta: String)
  /// `Package.swift` built `modulo` from `encontrada` instead of `esperada` (paths relative to the
  /// root): the run does not describe the student's files.
  case fuentesCambiadas(modulo: String, esperada: String, encontrada: String)
}
