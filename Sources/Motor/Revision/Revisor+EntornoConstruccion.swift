import Foundation

extension Revisor {
  /// `TALLER_CARPETAS_AUSENTES`: the lessons with a missing folder (`4,6`), given to `swift build`.
  ///
  /// `Package.swift` leaves such a lesson out, but SwiftPM caches the evaluated manifest by its text
  /// and environment, not by folders: the value makes a cached evaluation from another state of the
  /// folders never be reused.
  public static let variableCarpetasAusentes = "TALLER_CARPETAS_AUSENTES"

  /// `TALLER_AJENOS`: the files of the lessons' working copies that are not Swift sources (issue
  /// 46.1: an editor's `.orig`, a student's notes), given to `swift build`. `Package.swift` excludes
  /// them from the lesson's module (``archivosAjenos()``), and this value makes a cached evaluation
  /// from before they appeared never be reused (it would pass them to the compiler).
  public static let variableAjenos = "TALLER_AJENOS"

  /// The environment of a lesson's `swift build`.
  ///
  /// With every folder present the variable is left out, so the environment is the outer
  /// `swift run checker`'s and SwiftPM reuses the manifest and build plan it has just made for it
  /// (an environment of our own made each check evaluate the manifest and plan the build twice:
  /// about 1–2 s of a warm `swift run checker leccion3` on a 2-core machine, see
  /// `scripts/BENCHMARK.md`). With a folder missing, or with `reevaluar` (see
  /// ``construirLeccion(_:opciones:)``), it carries the missing lessons (possibly none: an empty value).
  /// Non-Swift files in a working copy add ``variableAjenos`` (so does nothing else).
  func entornoConstruccion(reevaluar: Bool = false) -> [String: String] {
    var entorno = self.entorno
    let incompletas = leccionesIncompletas()
    if incompletas.isEmpty && !reevaluar {
      entorno.removeValue(forKey: Self.variableCarpetasAusentes)
    } else {
      entorno[Self.variableCarpetasAusentes] = incompletas
    }
    let ajenos = archivosAjenos()
    if ajenos.isEmpty {
      entorno.removeValue(forKey: Self.variableAjenos)
    } else {
      entorno[Self.variableAjenos] = ajenos.joined(separator: ",")
    }
    return entorno
  }

  /// The non-hidden files of every lesson's working copy that do not end in `.swift`, relative to
  /// the root and sorted: what `Package.swift`'s `ajenos(en:)` excludes.
  func archivosAjenos() -> [String] {
    catalogo.lecciones.flatMap { leccion in
      ArchivosCarpeta.listar(taller.raiz.appendingPathComponent(leccion.carpetaCopiaTrabajo))
        .filter { !$0.hasSuffix(".swift") }.map { leccion.carpetaCopiaTrabajo + "/" + $0 }
    }.sorted()
  }

  /// Builds `leccion`'s hidden-test product in ``entornoConstruccion(reevaluar:)``. If SwiftPM
  /// answers that the product does not exist although every folder is there, the manifest it used
  /// is a cached evaluation from when a folder was missing (the outer `swift run` shares our
  /// environment): the build is repeated once with an environment of our own, which forces a fresh
  /// evaluation.
  func construirLeccion(_ leccion: Leccion, opciones: Construccion.Opciones) throws -> Construccion.Resultado {
    func construir(reevaluar: Bool) throws -> Construccion.Resultado {
      try Construccion(taller: taller, toolchain: toolchain, entorno: entornoConstruccion(reevaluar: reevaluar))
        .construir(leccion, opciones: opciones, tabla: tabla(para: leccion), registro: registro)
    }
    let primera = try construir(reevaluar: false)
    guard case .fallo(let fallo) = primera, Self.faltaProducto(fallo, leccion), leccionesIncompletas().isEmpty
    else { return primera }
    return try construir(reevaluar: true)
  }

  /// Whether a failed build says SwiftPM's manifest has no product for `leccion`.
  static func faltaProducto(_ fallo: FalloCompilacion, _ leccion: Leccion) -> Bool {
    let marca = "no product named '\(leccion.producto)'"
    return fallo.errores.isEmpty && fallo.otrasLineas.contains { $0.contains(marca) }
  }
}
