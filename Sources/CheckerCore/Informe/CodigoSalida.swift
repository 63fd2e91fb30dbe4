import Motor

/// The checker's exit statuses, decided in one place (DESIGN's table).
///
/// | code | meaning |
/// |---|---|
/// | 0 | success: all tests pass / command done |
/// | 1 | a test fails, a time-out, a compile-time check does not hold, `verificar` found a problem, a confirmation was declined |
/// | 2 | something does not compile (student code, the hidden tests against it, a stub or solution in `verificar`) |
/// | 64 | usage error (unknown lesson or command, `--si` missing without a terminal) |
/// | 70 | internal error (no `swift` on `PATH`, a bug of ours), explained in Spanish |
/// | 130 | interrupted (Ctrl-C) |
public enum CodigoSalida: Int32, Sendable, Equatable, CaseIterable {
  /// All tests pass / command done.
  case exito = 0
  /// A test fails, a time-out, a compile-time check does not hold, `verificar` found a problem, or
  /// a confirmation was declined.
  case fallo = 1
  /// Something does not compile.
  case noCompila = 2
  /// Usage error.
  case uso = 64
  /// Internal error.
  case interno = 70
  /// Interrupted.
  case interrumpido = 130

  /// Severity order for commands that run several lessons (`todas` and `verificar` exit with the
  /// most severe):
  /// 0 < 1 < 2 < 64 < 70 < 130.
  var gravedad: Int {
    switch self {
    case .exito: 0
    case .fallo: 1
    case .noCompila: 2
    case .uso: 3
    case .interno: 4
    case .interrumpido: 5
    }
  }

  /// The more severe of two codes.
  public static func masGrave(_ a: CodigoSalida, _ b: CodigoSalida) -> CodigoSalida {
    a.gravedad >= b.gravedad ? a : b
  }
}

extension InformeLeccion {
  /// The exit status this report calls for.
  public var codigoSalida: CodigoSalida {
    switch resultado {
    case .noCompila(let fallo):
      // NB: a build that ran out of time did not compile either, most often by the student's code
      // (a huge file, a slow expression; issue 46.5): 2, not an internal error.
      return [.alumno, .pruebas, .manifiesto, .tiempo].contains(fallo.tipo) ? .noCompila : .interno
    case .interrumpida: return .interrumpido
    case .errorInterno: return .interno
    case .rechazada: return .fallo
    case .ejecutada:
      if !problemasInternos.isEmpty { return .interno }
      if !ejerciciosSinCompilar.isEmpty { return .noCompila }
      return completada ? .exito : .fallo
    }
  }
}
