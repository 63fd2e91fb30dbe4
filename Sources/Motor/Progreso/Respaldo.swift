import Foundation

/// A fresh timestamped folder under `.taller/respaldos/` (gitignored) for copies of the student's
/// files before `reiniciar` replaces them, or of a corrupt progress file.
package enum Respaldo {
  /// Creates `.taller/respaldos/<fecha>/` (with `-2`, `-3`… if that name is taken) and returns it.
  /// - Throws: If the folder cannot be created.
  static func nuevaCarpeta(en taller: Taller, fecha: Date = Date()) throws -> URL {
    try nuevaCarpeta(bajo: AlmacenProgreso(taller: taller).respaldos, fecha: fecha)
  }

  /// Creates `<respaldos>/<fecha>/` (with `-2`, `-3`… if that name is taken) and returns it.
  /// - Throws: If the folder cannot be created.
  static func nuevaCarpeta(bajo respaldos: URL, fecha: Date = Date()) throws -> URL {
    let base = respaldos.appendingPathComponent(Fecha.paraCarpeta(fecha))
    var destino = base
    var intento = 1
    while FileManager.default.fileExists(atPath: destino.path) {
      intento += 1
      destino = URL(fileURLWithPath: base.path + "-\(intento)")
    }
    try FileManager.default.createDirectory(at: destino, withIntermediateDirectories: true)
    return destino
  }

  /// Creates a fresh backup folder under `respaldos` and fills it with `cuerpo`; if `cuerpo`
  /// throws, the folder is removed again, so no partial backup is ever left behind.
  /// - Throws: ``FalloAlmacenamiento`` for the folder that could not be created or filled.
  package static func completo<T>(bajo respaldos: URL, _ cuerpo: (URL) throws -> T) throws -> (URL, T) {
    let carpeta: URL
    do {
      carpeta = try nuevaCarpeta(bajo: respaldos)
    } catch {
      throw FalloAlmacenamiento.desde(error, ruta: respaldos.path)
    }
    do {
      return (carpeta, try cuerpo(carpeta))
    } catch {
      try? FileManager.default.removeItem(at: carpeta)
      throw FalloAlmacenamiento.desde(error, ruta: carpeta.path)
    }
  }

  /// Every backup folder under `respaldos` holding a copy of `modulo` (`<fecha>/Leccion03`), oldest
  /// first (the names are dates).
  package static func anteriores(de modulo: String, bajo respaldos: URL) -> [URL] {
    let fechas = (try? FileManager.default.contentsOfDirectory(atPath: respaldos.path)) ?? []
    return fechas.sorted().map { respaldos.appendingPathComponent($0).appendingPathComponent(modulo) }
      .filter(ArchivosCarpeta.esCarpeta)
  }

  /// Copies every file under `origen` (hidden ones too) to `destino`, byte for byte.
  /// - Returns: The relative paths copied.
  package static func copiar(_ origen: URL, a destino: URL) throws -> [String] {
    let archivos = ArchivosCarpeta.listar(origen, ocultos: true)
    // NB: before copying anything, so a special file never leaves a backup half made.
    for archivo in archivos {
      let ruta = origen.appendingPathComponent(archivo).path
      if let especial = ArchivoEspecial.de(ruta) {
        throw FalloAlmacenamiento(ruta: ruta, codigo: 0, especial: especial)
      }
    }
    for archivo in archivos {
      let salida = destino.appendingPathComponent(archivo)
      try FileManager.default.createDirectory(at: salida.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contentsOf: origen.appendingPathComponent(archivo)).write(to: salida)
    }
    return archivos
  }
}
