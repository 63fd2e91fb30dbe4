import Foundation

/// The real-time waits of the runtime, scaled for slow machines by the environment variable
/// `TALLER_FACTOR_TIEMPO` (a positive number, `.` or `,` as decimal separator; anything else is 1).
enum TimeFactor {
  /// `base` times `factor`, or `base` when `factor` is missing or invalid.
  static func scaled(_ base: Duration, factor text: String?) -> Duration {
    let factor = Double((text ?? "").replacingOccurrences(of: ",", with: ".")) ?? 1
    let scale = factor.isFinite && factor > 0 ? factor : 1
    let milliseconds = Double(base.components.seconds) * 1000
      + Double(base.components.attoseconds) / 1e15
    return .milliseconds(Int64((milliseconds * scale).rounded()))
  }

  /// `base` scaled by this process's `TALLER_FACTOR_TIEMPO`.
  static func scaled(_ base: Duration) -> Duration {
    scaled(base, factor: ProcessInfo.processInfo.environment["TALLER_FACTOR_TIEMPO"])
  }
}
