import Foundation

extension Construccion {
  /// Removes what the compiler left in the bin folder for `leccion`'s two modules (the lesson
  /// module and the hidden tests): their objects with the driver's incremental record, their
  /// `.swiftmodule` files and the test binary. The next build compiles both from
  /// scratch; the runtime and the harness stay built.
  ///
  /// NB: the Swift driver skips a file whose modification date equals the one it recorded, even if
  /// its bytes changed, while the module's `.swiftmodule` is always rebuilt from every file. When
  /// that happens to the file that declares an enum (`Action` gained a case), the hidden tests are
  /// compiled against the new layout and linked with the old object: they crash with signals 6 and
  /// 11 and no Swift message (reproduced on 4 Dec 2026 by restoring a lesson file's date after
  /// editing it). ``Revisor`` calls this and builds again when a run ends like that.
  /// - Parameter modulos: The build's `Modules` folder (``Productos/modulos``); its parent is the
  ///   bin folder.
  static func olvidarModulos(_ leccion: Leccion, modulos: URL) {
    let binarios = modulos.deletingLastPathComponent()
    let archivos = FileManager.default
    for nombre in [leccion.modulo, leccion.producto] {
      // NB: only what the compiler wrote: SwiftPM writes `output-file-map.json`, `sources` and the
      // module map when it plans, and does not write them again if they are missing.
      let carpeta = binarios.appendingPathComponent("\(nombre).build")
      for archivo in (try? archivos.contentsOfDirectory(atPath: carpeta.path)) ?? []
      where Self.extensionesCompilador.contains(URL(fileURLWithPath: archivo).pathExtension) {
        try? archivos.removeItem(at: carpeta.appendingPathComponent(archivo))
      }
      for extension_ in ["swiftmodule", "swiftdoc", "swiftsourceinfo", "o", "abi.json"] {
        try? archivos.removeItem(at: modulos.appendingPathComponent("\(nombre).\(extension_)"))
      }
    }
    try? archivos.removeItem(at: binarios.appendingPathComponent(leccion.producto))
  }

  /// What the compiler and the driver leave in a module's `.build` folder: objects, dependency
  /// files, diagnostics and the incremental record (`primary.priors`).
  static let extensionesCompilador: Set<String> = ["o", "swiftdeps", "priors", "d", "dia", "swiftmodule"]
}
