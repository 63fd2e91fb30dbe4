import Foundation

/// Whether a lesson's build will also compile the runtime (the first run after a clone or a
/// `swift package clean`), so the `Compilando…` line can say it may take a minute and the build's
/// limit (``Revisor/limiteCompilacion(_:)``) can allow for it.
public enum PrimeraCompilacion {
  /// `true` when the runtime's compiled module is not in `.build/debug` yet: SwiftPM 6 writes it to
  /// `Modules/ComposableArchitecture.swiftmodule` (older layouts, next to the objects). Its
  /// `ComposableArchitecture.build` folder is no evidence: SwiftPM creates every target's folder when
  /// it plans any build (measured: a fresh clone's first `swift run -q checker` leaves it there).
  public static func pendiente(_ taller: Taller) -> Bool {
    let debug = taller.carpetaConstruccion.appendingPathComponent("debug")
    return !["Modules/ComposableArchitecture.swiftmodule", "ComposableArchitecture.swiftmodule"].contains {
      FileManager.default.fileExists(atPath: debug.appendingPathComponent($0).path)
    }
  }
}
