import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The environment this process started with, kept before the hidden-test harness hides its own
/// variables from the student's code (issue 46.6).
///
/// The runtime and the harness read their settings (`TALLER_FACTOR_TIEMPO`,
/// `TALLER_FORZAR_MACOS14`) from ``inicial``, never from the live environment: in a hidden-test
/// process the live one no longer has them, so the student's code cannot tell a test run by the
/// harness's variables. Outside the harness nothing is hidden and both are the same.
public enum EntornoProceso {
  /// The prefix of every variable of the workbook: `TALLER_`.
  public static let prefijo = "TALLER_"

  /// The variables the checker adds to a test process besides its own prefix: Swift's backtracer
  /// settings (read by the Swift runtime when the process starts, so hiding them later changes
  /// nothing).
  public static let ajenasDelChecker = ["SWIFT_BACKTRACE"]

  /// The environment as it was the first time anything read it (the harness reads it first thing).
  public static let inicial: [String: String] = ProcessInfo.processInfo.environment

  /// Whether `nombre` is a variable the checker sets or reads: it starts with ``prefijo`` or is one
  /// of ``ajenasDelChecker``.
  public static func esDelTaller(_ nombre: String) -> Bool {
    nombre.hasPrefix(prefijo) || ajenasDelChecker.contains(nombre)
  }

  /// Keeps ``inicial`` and removes from the live environment every variable ``esDelTaller(_:)``
  /// names, so `ProcessInfo.processInfo.environment`, `getenv` and the children of the student's
  /// code no longer see them.
  public static func ocultarTaller() {
    for nombre in inicial.keys where esDelTaller(nombre) { unsetenv(nombre) }
  }
}
