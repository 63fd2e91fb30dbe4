/// Why a lesson could not be checked at all: an internal error, never the student's fault.
public enum ErrorRevision: Error, Sendable, Equatable {
  /// The lesson has no usable `leccion.json`.
  case sinMetadatos
  /// `swift` could not be started; the path tried.
  case swiftNoArranca(ruta: String)
  /// The variant being checked could not be assembled.
  case ensamblado(ErrorEnsamblado)
  /// A per-exercise lesson's assembly could not be written: its folder (relative to the root) and
  /// the system's detail.
  case sinEnsamblado(ruta: String, detalle: String)
}

/// Why a lesson was not checked, or its run cannot be trusted, because of the workbook's state.
public enum Rechazo: Sendable, Equatable {
  /// The lesson's folder under `Lessons/` is missing (renamed or deleted).
  case faltaCarpetaLeccion
  /// The working copy `Sources/Workbook/LeccionNN` is missing.
  case faltaCopiaDeTrabajo
  /// `Package.swift` built `modulo` from `encontrada` instead of `esperada` (paths relative to the
  /// root): the run does not describe the student's files.
  case fuentesCambiadas(modulo: String, esperada: String, encontrada: String)
}
