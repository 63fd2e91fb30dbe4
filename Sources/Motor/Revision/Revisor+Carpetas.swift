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
    if !ArchivosCarpeta.esCarpeta(raiz.appendingPathComponent(leccion.carpetaPruebas)) {
      return .faltanPruebasOcultas
    }
    if fuente == .copiaDeTrabajo, !ArchivosCarpeta.esCarpeta(raiz.appendingPathComponent(leccion.carpetaCopiaTrabajo)) {
      return .faltaCopiaDeTrabajo
    }
    if fuente == .copiaDeTrabajo {
      // NB: through a link, SwiftPM and the origin check would see the course's own files (a link to
      // `Solucion/`) under the student's folder.
      if let enlace = ArchivosCarpeta.primerEnlace(raiz.appendingPathComponent(leccion.carpetaCopiaTrabajo)) {
        let ruta = enlace.ruta.isEmpty ? leccion.carpetaCopiaTrabajo : leccion.carpetaCopiaTrabajo + "/" + enlace.ruta
        return .copiaDeTrabajoEnlazada(ruta: ruta, destino: enlace.destino)
      }
      let archivos = ArchivosCarpeta.listar(raiz.appendingPathComponent(leccion.carpetaCopiaTrabajo))
      // NB: with no `.swift` file SwiftPM would build nothing new and the report would come from a
      // stale module of an earlier build.
      if !archivos.contains(where: { $0.hasSuffix(".swift") }) { return .copiaDeTrabajoVacia }
      // NB: Swift treats a `main.swift` as a program's entry point: the lesson library would get
      // top-level code and a `main` symbol, and the link fails with dozens of mangled lines.
      if let principal = archivos.first(where: { ($0 as NSString).lastPathComponent == "main.swift" }) {
        return .archivoMain(ruta: leccion.carpetaCopiaTrabajo + "/" + principal)
      }
    }
    return nil
  }
}

extension Revisor {
  /// Puts back, before any build, the folders the checker assembles module sources in
  /// (`ensamblado/`, `fuentes/` and each `leccionNN` in them, under `.build` and under the scratch
  /// path) when something else stands there (issue 46.2). SwiftPM's build database remembers
  /// them as source folders of earlier builds: with a file in their place, llbuild stops with an
  /// assertion in every later build (even the Solucion's), which read as a compiler crash
  /// «triggered by your code». ``CarpetaPropia`` never removes anything outside `.build`.
  func repararCarpetasPropias(_ opciones: Construccion.Opciones) {
    let bases = Set([taller.carpetaConstruccion, opciones.carpetaTemporal].compactMap { $0 })
    for base in bases where RutasRelativas(taller: taller).estaDentro(base.path) {
      for nombre in ["ensamblado", "fuentes"] {
        let carpeta = base.appendingPathComponent(nombre)
        let propias = [carpeta] + catalogo.lecciones.map { carpeta.appendingPathComponent("leccion\($0.nn)") }
        for propia in propias where CarpetaPropia.estorba(propia) {
          try? CarpetaPropia.crear(propia, dentroDe: taller.carpetaConstruccion)
        }
      }
    }
  }
}
