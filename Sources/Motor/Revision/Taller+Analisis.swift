import Foundation

extension Revisor {
  /// What the source analyzers find in the sources of `leccion` that `fuente` builds:
  /// ``Taller/analizar(_:fuente:)``.
  public func analizar(_ leccion: Leccion, fuente: FuenteLeccion) -> [HallazgoAnalisis] {
    taller.analizar(leccion, fuente: fuente)
  }
}

extension Taller {
  /// What the source analyzers find in the sources of `leccion` that `fuente` builds (the working
  /// copy, `Plantilla/`, `Solucion/`, or a variant: `Solucion/` overlaid with its files), without
  /// building anything (`checker pista` asks too). Each file is named by the path the student or
  /// instructor edits (`Sources/Workbook/Leccion01/Reproductor.swift`,
  /// `Lessons/01-…/Variantes/error-reduce-muerto/Reproductor.swift`).
  ///
  /// For the working copy, a finding in a file still identical to its `Plantilla/` twin is marked
  /// ``HallazgoAnalisis/sinTocar``.
  public func analizar(_ leccion: Leccion, fuente: FuenteLeccion) -> [HallazgoAnalisis] {
    let origenes = Ensamblado(taller: self).origenes(leccion, fuente: fuente)
    let plantilla = raiz.appendingPathComponent(leccion.carpetaFuente(.plantilla))
    var archivos: [(ruta: String, texto: String)] = []
    var sinTocar = Set<String>()
    for (nombre, origen) in origenes.sorted(by: { $0.key < $1.key }) {
      guard let datos = try? origen.contenido(), let texto = String(data: datos, encoding: .utf8) else { continue }
      let ruta = rutaRelativa(origen.url)
      archivos.append((ruta: ruta, texto: texto))
      if fuente == .copiaDeTrabajo,
        FileManager.default.contents(atPath: plantilla.appendingPathComponent(nombre).path) == datos
      {
        sinTocar.insert(ruta)
      }
    }
    return AnalizadorFuente.analizar(archivos).map { hallazgo in
      var marcado = hallazgo
      marcado.sinTocar = sinTocar.contains(hallazgo.archivo)
      return marcado
    }
  }
}
