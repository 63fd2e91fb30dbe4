import Foundation

/// The module source of a per-exercise lesson, assembled under `.build/`: for each exercise, the
/// checked source's files if it compiled on its own, else `Solucion/`'s (whose tests then do not
/// run). `Package.swift` points the lesson's module there through `TALLER_FUENTE=NN:<carpeta>`.
/// An ordinary lesson whose working copy does not compile is assembled here too, with its broken
/// exercises' files taken from `Plantilla/` (``escribir(apartando:en:)``).
struct EnsambladoEjercicios {
  var taller: Taller
  var leccion: Leccion

  /// `<scratch>/ensamblado/leccionNN` when the scratch path lies inside the workbook (SwiftPM
  /// wants target paths inside the package), else `.build/ensamblado/leccionNN`.
  func carpeta(_ opciones: Construccion.Opciones) -> URL {
    let base = opciones.carpetaTemporal ?? taller.carpetaConstruccion
    let dentro = RutasRelativas(taller: taller).estaDentro(base.path)
    return (dentro ? base : taller.carpetaConstruccion)
      .appendingPathComponent("ensamblado/leccion\(leccion.nn)")
  }

  /// The file `nombre` of `fuente`, by the overlay rule of ``Ensamblado/origenes(_:fuente:)``: a
  /// variant's own file (a patch, applied and written under `.build/`), else `Solucion/`'s unless its `quita` removes it (then a path that does not
  /// exist, which the exercise reports as a missing file).
  func archivo(_ nombre: String, fuente: FuenteLeccion) -> URL {
    if let origen = try? Ensamblado(taller: taller).archivoLegible(nombre, leccion, fuente: fuente) { return origen }
    if case .variante(let variante) = fuente {
      return taller.raiz.appendingPathComponent(leccion.carpeta + "/Variantes/\(variante)/" + nombre)
    }
    return taller.raiz.appendingPathComponent(leccion.carpetaFuente(fuente) + "/" + nombre)
  }

  /// Writes the assembly into `destino` (emptied first).
  /// - Throws: A file-system error.
  func escribir(_ compilados: [EjercicioCompilado], fuente: FuenteLeccion, en destino: URL) throws {
    let gestor = FileManager.default
    try? gestor.removeItem(at: destino)
    try CarpetaPropia.crear(destino, dentroDe: taller.carpetaConstruccion)
    for compilado in compilados {
      for nombre in compilado.ejercicio.archivos {
        let origen = archivo(nombre, fuente: compilado.compila ? fuente : .solucion)
        try gestor.copyItem(at: origen, to: destino.appendingPathComponent(nombre))
      }
    }
  }

  /// Writes into `destino` (emptied first) the working copy's `.swift` files, except that each one
  /// in `apartados` comes from `Plantilla/` (and is left out if `Plantilla/` has none).
  /// - Throws: A file-system error (a full disk).
  func escribir(apartando apartados: Set<String>, en destino: URL) throws {
    let gestor = FileManager.default
    let propia = taller.raiz.appendingPathComponent(leccion.carpetaFuente(.copiaDeTrabajo))
    let plantilla = taller.raiz.appendingPathComponent(leccion.carpetaFuente(.plantilla))
    try? gestor.removeItem(at: destino)
    try CarpetaPropia.crear(destino, dentroDe: taller.carpetaConstruccion)
    let deLaPlantilla = apartados.filter { gestor.fileExists(atPath: plantilla.appendingPathComponent($0).path) }
    let archivos = ArchivosCarpeta.listar(propia).filter { $0.hasSuffix(".swift") }
    for ruta in Set(archivos).subtracting(apartados).union(deLaPlantilla).sorted() {
      let hasta = destino.appendingPathComponent(ruta)
      try gestor.createDirectory(at: hasta.deletingLastPathComponent(), withIntermediateDirectories: true)
      try gestor.copyItem(at: (apartados.contains(ruta) ? plantilla : propia).appendingPathComponent(ruta), to: hasta)
    }
  }
}
