import Foundation

/// Missing folders: a renamed or deleted lesson folder is reported for that lesson only.
extension Revisor {
  /// The numbers of the lessons with a missing folder (`3,5`, or empty), for the build's environment:
  /// the manifest leaves those lessons out, and SwiftPM must not reuse a manifest it evaluated when
  /// the folders were there (its cache key includes the environment, not the file system).
  func leccionesIncompletas() -> String {
    catalogo.lecciones.filter { leccion in
      [leccion.carpeta, leccion.carpetaCopiaTrabajo, leccion.carpetaPruebas].contains {
        !ArchivosCarpeta.esCarpeta(taller.raiz.appendingPathComponent($0))
      }
    }.map { String($0.numero) }.joined(separator: ",")
  }

  /// Why `leccion` cannot be built from `fuente` because a folder is missing (renamed or deleted),
  /// or `nil`. The manifest leaves such a lesson out, so the other lessons still build.
  func carpetaAusente(_ leccion: Leccion, fuente: FuenteLeccion) -> Rechazo? {
    let raiz = taller.raiz
    if !ArchivosCarpeta.esCarpeta(raiz.appendingPathComponent(leccion.carpeta)) {
      return .faltaCarpetaLeccion
    }
    if fuente == .copiaDeTrabajo, !ArchivosCarpeta.esCarpeta(raiz.appendingPathComponent(leccion.carpetaCopiaTrabajo)) {
      return .faltaCopiaDeTrabajo
    }
    // NB: with no `.swift` file SwiftPM would build nothing new and the report would come from a
    // stale module of an earlier build.
    if fuente == .copiaDeTrabajo,
      !ArchivosCarpeta.listar(raiz.appendingPathComponent(leccion.carpetaCopiaTrabajo)).contains(where: { $0.hasSuffix(".swift") })
    {
      return .copiaDeTrabajoVacia
    }
    return nil
  }

  /// Before a build: renews the date of the lesson's sources and hidden tests whose content changed
  /// since the last build in that scratch folder (``HuellasContenido``), so SwiftPM never reuses a
  /// build of other contents because a file came back with an old date.
  func renovarFuentesCambiadas(_ leccion: Leccion, fuente: FuenteLeccion, scratch: URL?) {
    let raiz = taller.raiz
    let carpetas = [leccion.carpetaFuente(fuente), leccion.carpetaPruebas].map { raiz.appendingPathComponent($0) }
    let archivos = carpetas.flatMap { carpeta in
      ArchivosCarpeta.listar(carpeta).filter { $0.hasSuffix(".swift") }.map { carpeta.appendingPathComponent($0) }
    }
    HuellasContenido(scratch: scratch ?? taller.carpetaConstruccion).renovarCambiados(archivos, raiz: raiz)
  }
}
