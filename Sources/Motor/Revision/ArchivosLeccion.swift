import Foundation

/// The `.swift` files of a lesson's source folder, listed and copied for
/// ``Revisor/revisarSinLosEjerciciosRotos(_:metadatos:fallo:opciones:)``.
enum ArchivosLeccion {
  /// The `.swift` files under `carpeta`, as paths relative to it (`Tienda.swift`, `Vistas/Fila.swift`),
  /// sorted; `nil` if the folder cannot be read or holds a symbolic link (a copy would follow it
  /// and grade what it points at, such as `Solucion/`).
  static func listar(_ carpeta: URL) -> [String]? {
    let gestor = FileManager.default
    guard let rutas = try? gestor.subpathsOfDirectory(atPath: carpeta.path) else { return nil }
    var archivos: [String] = []
    for ruta in rutas {
      let completa = carpeta.appendingPathComponent(ruta).path
      guard let tipo = try? gestor.attributesOfItem(atPath: completa)[.type] as? FileAttributeType else { return nil }
      if tipo == .typeSymbolicLink { return nil }
      if tipo == .typeRegular, ruta.hasSuffix(".swift") { archivos.append(ruta) }
    }
    return archivos.sorted()
  }

  /// Fills `destino` (emptied first) with `archivos` of `origen`, except that each file in
  /// `apartados` comes from `plantilla` (and is left out if `plantilla` has none).
  /// - Throws: A file-system error (a full disk): the caller falls back to the ordinary report.
  static func copiar(
    _ archivos: [String], de origen: URL, plantilla: URL, apartados: Set<String>, a destino: URL
  ) throws {
    let gestor = FileManager.default
    try? gestor.removeItem(at: destino)
    try gestor.createDirectory(at: destino, withIntermediateDirectories: true)
    let deLaPlantilla = apartados.filter { gestor.fileExists(atPath: plantilla.appendingPathComponent($0).path) }
    for ruta in Set(archivos).subtracting(apartados).union(deLaPlantilla).sorted() {
      let desde = (apartados.contains(ruta) ? plantilla : origen).appendingPathComponent(ruta)
      let hasta = destino.appendingPathComponent(ruta)
      try gestor.createDirectory(at: hasta.deletingLastPathComponent(), withIntermediateDirectories: true)
      try gestor.copyItem(at: desde, to: hasta)
    }
  }
}
