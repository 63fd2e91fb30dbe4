import Foundation

extension Revisor {
  /// What the source analyzers find in the sources of `leccion` that `fuente` builds (the working
  /// copy, `Plantilla/`, `Solucion/`, or a variant: `Solucion/` overlaid with its files). Each file is
  /// named by the path the student or instructor edits (`Sources/Workbook/Leccion01/Reproductor.swift`,
  /// `Lessons/01-…/Variantes/error-reduce-muerto/Reproductor.swift`).
  public func analizar(_ leccion: Leccion, fuente: FuenteLeccion) -> [HallazgoAnalisis] {
    let origenes = Ensamblado(taller: taller).origenes(leccion, fuente: fuente)
    var archivos: [(ruta: String, texto: String)] = []
    for (_, origen) in origenes.sorted(by: { $0.key < $1.key }) {
      guard let texto = try? String(contentsOf: origen, encoding: .utf8) else { continue }
      archivos.append((ruta: taller.rutaRelativa(origen), texto: texto))
    }
    return AnalizadorFuente.analizar(archivos)
  }
}
