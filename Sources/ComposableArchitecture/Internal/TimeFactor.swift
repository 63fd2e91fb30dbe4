import TallerComun
import Foundation

/// The real-time waits of the runtime, scaled for slow machines by the environment variable
/// `TALLER_FACTOR_TIEMPO`, read by ``FactorTiempo`` exactly as the checker reads it (a positive
/// number, `.` or `,` as decimal separator; anything else is 1, with one warning on stderr).
enum TimeFactor {
  /// `base` times `factor`, or `base` when `factor` is missing or invalid.
  static func scaled(_ base: Duration, factor text: String?) -> Duration {
    let scale = FactorTiempo(texto: text).multiplicador
    let milliseconds = Double(base.components.seconds) * 1000
      + Double(base.components.attoseconds) / 1e15
    return .milliseconds(Int64((milliseconds * scale).rounded()))
  }

  /// `base` scaled by this process's `TALLER_FACTOR_TIEMPO`; an invalid value is reported once.
  static func scaled(_ base: Duration) -> Duration {
    // NB: the environment the process started with; a hidden-test process no longer has it live.
    let text = EntornoProceso.inicial[FactorTiempo.variable]
    switch FactorTiempo(texto: text) {
    case .invalido(let invalid): warnOnce(RuntimeWarnings.invalidTimeFactor(invalid))
    case .recortado(let large): warnOnce(RuntimeWarnings.clampedTimeFactor(large))
    case .porDefecto, .valor: break
    }
    return scaled(base, factor: text)
  }

  private static let warned = Locked(false)

  /// Writes `warning` (``RuntimeWarnings/invalidTimeFactor(_:)`` or
  /// ``RuntimeWarnings/clampedTimeFactor(_:)``) to stderr the first time only.
  static func warnOnce(_ warning: String) {
    let first = warned.withValue { warned in
      defer { warned = true }
      return !warned
    }
    if first { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
  }
}
