import Foundation

/// Checks, right after a build, that each module of a lesson was compiled from the folder the
/// course ships for it, so editing `Package.swift` cannot turn a lesson's `Solucion/` into a pass.
///
/// The evidence is SwiftPM's own: `<bin>/<Target>.build/output-file-map.json` names every source file
/// the compiler received (keys are absolute paths). When the working copy is checked (`TALLER_FUENTE`
/// is removed from the build's environment), the student module must come from
/// `Sources/Workbook/LeccionNN`; always, the hidden tests from `Tests/Exercises/LeccionNN`, the runtime
/// and the harness from their `Sources/` folders, after resolving symbolic links. Files SwiftPM
/// generates under the build folder are allowed.
/// A target without that file (another build system) is not checked.
enum OrigenFuentes {
  /// Why the build cannot be trusted (Spanish, with the fix), or `nil` when every source is where
  /// the course puts it.
  static func problema(
    binario: URL, leccion: Leccion, fuente: FuenteLeccion, taller: Taller
  ) -> Rechazo? {
    let carpetaBinarios = binario.deletingLastPathComponent()
    // NB: only the working copy's module is pinned: it is the only source whose results are saved,
    // and `verificar` may assemble other sources (overlay variants) under the build folder.
    let modulo: [(String, String)] = fuente == .copiaDeTrabajo ? [(leccion.modulo, leccion.carpetaCopiaTrabajo)] : []
    let esperadas: [(String, String)] = modulo + [
      (leccion.producto, leccion.carpetaPruebas),
      ("ComposableArchitecture", "Sources/ComposableArchitecture"),
      ("TallerArnes", "Sources/TallerArnes"),
      ("SwiftUIDeImitacion", "Sources/SwiftUIDeImitacion"),
    ]
    let rutas = RutasRelativas(taller: taller)
    let generadas = [carpetaBinarios.path, carpetaBinarios.resolvingSymlinksInPath().path]
    for (modulo, carpeta) in esperadas {
      let mapa = carpetaBinarios.appendingPathComponent("\(modulo).build/output-file-map.json")
      guard let datos = FileManager.default.contents(atPath: mapa.path),
        let objeto = try? JSONSerialization.jsonObject(with: datos) as? [String: Any]
      else { continue }
      for ruta in objeto.keys.sorted() where !ruta.isEmpty {
        if generadas.contains(where: { ruta.hasPrefix($0 + "/") }) { continue }
        // NB: resolved, so a link inside the expected folder (to `Solucion/`) is seen for what it is.
        let resuelta = URL(fileURLWithPath: ruta).resolvingSymlinksInPath().path
        let relativa = rutas.relativa(resuelta)
        if rutas.estaDentro(resuelta), relativa.hasPrefix(carpeta + "/") { continue }
        return .fuentesCambiadas(modulo: modulo, esperada: carpeta, encontrada: relativa)
      }
    }
    return nil
  }
}
