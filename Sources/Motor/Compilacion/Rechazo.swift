/// Why a lesson was not checked, or its run cannot be trusted, because of the workbook's state.
public enum Rechazo: Sendable, Equatable {
  /// The lesson's folder under `Lessons/` is missing (renamed or deleted).
  case faltaCarpetaLeccion
  /// The working copy `Sources/Workbook/LeccionNN` is missing.
  case faltaCopiaDeTrabajo
  /// The working copy exists but holds no `.swift` file (emptied by hand or by a failed copy).
  case copiaDeTrabajoVacia
  /// `Package.swift` built `modulo` from `encontrada` instead of `esperada` (paths relative to the
  /// root): the run does not describe the student's files.
  case fuentesCambiadas(modulo: String, esperada: String, encontrada: String)
}
