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
