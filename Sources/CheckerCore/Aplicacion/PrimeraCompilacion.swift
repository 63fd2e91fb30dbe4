import Foundation

/// Whether a lesson's build will also compile the runtime (the first run after a clone or a
/// `swift package clean`), so the `Compilando…` line can say it may take a minute.
enum PrimeraCompilacion {
  /// `true` when `.build/debug/ComposableArchitecture.build` (SwiftPM's folder for the runtime's
  /// objects; `debug` is a link to the platform's folder on macOS and Linux) does not exist yet.
  static func pendiente(_ taller: Taller) -> Bool {
    let carpeta = taller.carpetaConstruccion.appendingPathComponent("debug/ComposableArchitecture.build")
    return !ArchivosCarpeta.esCarpeta(carpeta)
  }
}
