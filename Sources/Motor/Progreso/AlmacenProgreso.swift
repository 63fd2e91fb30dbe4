import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and updates `.taller/progreso.json` safely.
///
/// An update is a read-modify-write under an advisory lock (`flock` on `.taller/progreso.lock`), so
/// two checkers at once lose no update; the new file is written to a temporary file and renamed
/// over the old one, so a crash never leaves half a file. A corrupt or unreadable file is copied to
/// `.taller/respaldos/<fecha>/progreso.json`, reported, and rebuilt from empty; it never crashes the
/// checker and never loses the student's code.
public struct AlmacenProgreso: Sendable {
  /// `.taller/`.
  public let carpeta: URL

  /// A store in `taller`'s `.taller/` folder.
  public init(taller: Taller) {
    self.carpeta = taller.carpetaEstado
  }

  /// A store in any folder (tests).
  public init(carpeta: URL) {
    self.carpeta = carpeta
  }

  /// Tests only: make writing the new progress file fail with this `errno` (`ENOSPC` simulates a
  /// full disk) after part of it was written.
  public var fallaEscritura: Int32?

  /// `.taller/progreso.json`.
  public var archivo: URL { carpeta.appendingPathComponent("progreso.json") }
  /// `.taller/progreso.lock`.
  public var cerrojo: URL { carpeta.appendingPathComponent("progreso.lock") }
  /// `.taller/respaldos/`.
  public var respaldos: URL { carpeta.appendingPathComponent("respaldos") }

  /// What a read found.
  public struct Lectura: Sendable, Equatable {
    /// The progress (empty when the file is missing or corrupt).
    public var progreso: Progreso
    /// Set when the file was corrupt (and, on update, where it was backed up).
    public var aviso: ProgresoDanado?
  }

  /// Reads the progress without locking (writes are atomic renames, so a read sees a whole file).
  /// A corrupt file is reported in ``Lectura/aviso`` and treated as empty; it is backed up at the
  /// next update.
  public func leer() -> Lectura {
    guard let datos = FileManager.default.contents(atPath: archivo.path) else {
      // NB: a `.taller` that is a file hides every result; say so rather than show an empty course.
      let carpetaEsArchivo = FileManager.default.fileExists(atPath: carpeta.path) && !ArchivosCarpeta.esCarpeta(carpeta)
      if carpetaEsArchivo {
        return Lectura(progreso: Progreso(), aviso: ProgresoDanado(ruta: carpeta.path, respaldo: nil, carpetaEsArchivo: true))
      }
      // NB: a progress file that exists and cannot be read (a folder in its place) would otherwise
      // look like a course never started.
      let ilegible = FileManager.default.fileExists(atPath: archivo.path)
      return Lectura(progreso: Progreso(), aviso: ilegible ? ProgresoDanado(ruta: archivo.path, respaldo: nil, ilegible: true) : nil)
    }
    if let progreso = decodificar(datos) {
      return Lectura(progreso: progreso, aviso: Self.nuevo(progreso).map { ProgresoDanado(ruta: archivo.path, respaldo: nil, formatoNuevo: $0) })
    }
    return Lectura(progreso: Progreso(), aviso: ProgresoDanado(ruta: archivo.path, respaldo: nil))
  }

  /// Applies `cambio` to the saved progress under the lock and writes the result atomically.
  /// - Returns: Where the old file was, if it was corrupt (it was backed up first).
  /// - Throws: ``FalloAlmacenamiento`` if the folder, the lock or the new file cannot be written;
  ///   the old file is then intact and no temporary file is left.
  @discardableResult
  public func actualizar(_ cambio: (inout Progreso) -> Void) throws -> ProgresoDanado? {
    var esCarpeta: ObjCBool = false
    if FileManager.default.fileExists(atPath: carpeta.path, isDirectory: &esCarpeta), !esCarpeta.boolValue {
      throw FalloAlmacenamiento(ruta: carpeta.path, codigo: ENOTDIR)
    }
    do {
      try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    } catch {
      throw FalloAlmacenamiento.desde(error, ruta: carpeta.path)
    }
    do {
      return try CerrojoArchivo.conCerrojo(cerrojo.path) { try actualizarConCerrojo(cambio) }
    } catch let fallo as CerrojoArchivo.Fallo {
      throw FalloAlmacenamiento(ruta: cerrojo.path, codigo: fallo.codigo)
    }
  }

  /// The read-modify-write of ``actualizar(_:)``, under the lock.
  private func actualizarConCerrojo(_ cambio: (inout Progreso) -> Void) throws -> ProgresoDanado? {
    var progreso = Progreso()
    var aviso: ProgresoDanado?
    var original: Data?
    if let datos = FileManager.default.contents(atPath: archivo.path) {
      if let leido = decodificar(datos) {
        progreso = leido
        if let formato = Self.nuevo(leido) {
          aviso = ProgresoDanado(ruta: archivo.path, respaldo: nil, formatoNuevo: formato)
          original = datos
        }
      } else {
        let respaldo = try? respaldar(datos)
        aviso = ProgresoDanado(ruta: archivo.path, respaldo: respaldo?.path)
      }
    } else if FileManager.default.fileExists(atPath: archivo.path) {
      aviso = ProgresoDanado(ruta: archivo.path, respaldo: nil)
    }
    cambio(&progreso)
    try escribirAtomicamente(progreso, conservando: original)
    return aviso
  }

  /// The format of `progreso` when it is newer than this checker's, else `nil`.
  static func nuevo(_ progreso: Progreso) -> Int? {
    progreso.formato > Progreso.formatoActual ? progreso.formato : nil
  }

  /// `datos` (this checker's encoding) with every key of `original` it lacks, at the top level and
  /// in each lesson it still has, and `original`'s format number: a newer checker's fields survive.
  static func fusionar(_ datos: Data, con original: Data) -> Data? {
    guard var nuevo = (try? JSONSerialization.jsonObject(with: datos)) as? [String: Any],
      let viejo = (try? JSONSerialization.jsonObject(with: original)) as? [String: Any]
    else { return nil }
    for (clave, valor) in viejo where nuevo[clave] == nil { nuevo[clave] = valor }
    if let formato = viejo["formato"] { nuevo["formato"] = formato }
    if var lecciones = nuevo["lecciones"] as? [String: Any], let anteriores = viejo["lecciones"] as? [String: Any] {
      for (numero, entrada) in lecciones {
        guard var actual = entrada as? [String: Any], let anterior = anteriores[numero] as? [String: Any] else { continue }
        for (clave, valor) in anterior where actual[clave] == nil { actual[clave] = valor }
        lecciones[numero] = actual
      }
      nuevo["lecciones"] = lecciones
    }
    return try? JSONSerialization.data(withJSONObject: nuevo, options: [.prettyPrinted, .sortedKeys])
  }

  func decodificar(_ datos: Data) -> Progreso? {
    guard let progreso = try? JSONDecoder().decode(Progreso.self, from: datos), progreso.formato >= 1
    else { return nil }
    return progreso
  }

  /// - Parameter original: The file as read, when it is of a newer format: its unknown fields are
  ///   kept (see ``fusionar(_:con:)``).
  func escribirAtomicamente(_ progreso: Progreso, conservando original: Data? = nil) throws {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard var datos = try? codificador.encode(progreso) else {
      throw FalloAlmacenamiento(ruta: archivo.path, codigo: 0)
    }
    if let original, let fusionados = Self.fusionar(datos, con: original) { datos = fusionados }
    datos.append(0x0A)
    let temporal = carpeta.appendingPathComponent(".progreso-\(getpid())-\(UUID().uuidString).json")
    if let codigo = EscrituraArchivo.escribir(datos, en: temporal.path, fallaCon: fallaEscritura) {
      unlink(temporal.path)
      throw FalloAlmacenamiento(ruta: archivo.path, codigo: codigo)
    }
    guard rename(temporal.path, archivo.path) == 0 else {
      let codigo = errno
      unlink(temporal.path)
      throw FalloAlmacenamiento(ruta: archivo.path, codigo: codigo)
    }
  }

  /// Copies a corrupt file to `.taller/respaldos/<fecha>/progreso.json`.
  func respaldar(_ datos: Data) throws -> URL {
    let (carpeta, _) = try Respaldo.completo(bajo: respaldos) { carpeta in
      try datos.write(to: carpeta.appendingPathComponent("progreso.json"))
    }
    return carpeta.appendingPathComponent("progreso.json")
  }
}

/// A progress file that could not be read: it is treated as empty (and rebuilt on the next save).
public struct ProgresoDanado: Sendable, Equatable {
  /// The damaged file's path.
  public var ruta: String
  /// Where a copy was kept before rebuilding it (`nil` on a read, or if the copy failed).
  public var respaldo: String?
  /// Set when the file is not damaged but of a newer format than ``Progreso/formatoActual`` (written
  /// by a newer checker): what this checker knows is read, and every other field is kept on save.
  public var formatoNuevo: Int?
  /// Set when `ruta` is the `.taller` folder itself and it is a file: progress can be neither read
  /// nor saved.
  public var carpetaEsArchivo: Bool
  /// Set when the progress file exists but cannot be read at all (a folder in its place, no read
  /// permission): it is not rebuilt, since nothing can be written there either (issue 46.7).
  public var ilegible: Bool

  /// A damaged (or newer, or blocked) progress file at `ruta`, with the copy kept of it.
  public init(
    ruta: String, respaldo: String?, formatoNuevo: Int? = nil, carpetaEsArchivo: Bool = false, ilegible: Bool = false
  ) {
    self.ruta = ruta
    self.respaldo = respaldo
    self.formatoNuevo = formatoNuevo
    self.carpetaEsArchivo = carpetaEsArchivo
    self.ilegible = ilegible
  }
}
