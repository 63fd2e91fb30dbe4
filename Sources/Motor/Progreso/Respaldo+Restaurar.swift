import Foundation

extension Respaldo {
  /// Makes `copia` equal to `plantilla` (what `reiniciar` does once the backup is complete): every
  /// plantilla file written byte for byte, every other file (hidden ones too) removed, empty folders
  /// left behind removed.
  /// - Returns: The files written and the files removed (paths relative to `copia`).
  /// - Throws: The first file-system error; files handled before it stay as they are.
  package static func restaurar(_ copia: URL, desde plantilla: URL) throws -> (restaurados: [String], borrados: [String]) {
    let deseados = ArchivosCarpeta.listar(plantilla, ocultos: true)
    let borrados = ArchivosCarpeta.listar(copia, ocultos: true).filter { !deseados.contains($0) }
    for archivo in borrados {
      try FileManager.default.removeItem(at: copia.appendingPathComponent(archivo))
    }
    for archivo in deseados {
      let destino = copia.appendingPathComponent(archivo)
      try FileManager.default.createDirectory(at: destino.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contentsOf: plantilla.appendingPathComponent(archivo)).write(to: destino)
    }
    try FileManager.default.createDirectory(at: copia, withIntermediateDirectories: true)
    quitarCarpetasVacias(copia)
    return (deseados, borrados)
  }

  /// Removes the empty folders under `carpeta` (deepest first), not `carpeta` itself, nor anything
  /// under the top-level folders named in `saltando` (`.build`: never walked).
  package static func quitarCarpetasVacias(_ carpeta: URL, saltando: Set<String> = []) {
    var subcarpetas: [String] = []
    let enumerador = FileManager.default.enumerator(at: carpeta, includingPropertiesForKeys: [.isDirectoryKey])
    while let url = enumerador?.nextObject() as? URL {
      guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
      let relativa = String(url.standardizedFileURL.path.dropFirst(carpeta.standardizedFileURL.path.count + 1))
      if saltando.contains(relativa) {
        enumerador?.skipDescendants()
        continue
      }
      subcarpetas.append(relativa)
    }
    for sub in subcarpetas.sorted(by: { $0.count > $1.count }) {
      let url = carpeta.appendingPathComponent(sub)
      if (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.isEmpty == true {
        try? FileManager.default.removeItem(at: url)
      }
    }
  }
}
