import Foundation

/// Assembles a format-2 variant: `Solucion/`, minus the files the variant's `quita` lists, with the
/// variant's own files on top, in `.build/fuentes/leccionNN/<variante>` (what `TALLER_FUENTE=NN:<variante>`
/// builds; see `Package.swift`).
///
/// `Package.swift` never assembles: on macOS SwiftPM evaluates manifests in a sandbox that forbids
/// writing files. The checker assembles before every build of a variant, so a fix to `Solucion/`
/// reaches every variant at once. Files are written only when their bytes change and stray ones are
/// removed, so unchanged files keep their dates and the next build stays incremental.
///
/// ```swift
/// let carpeta = try Ensamblado(taller: taller).ensamblar(leccion, variante: "error-setter")
/// // carpeta == <raíz>/.build/fuentes/leccion03/error-setter
/// ```
public struct Ensamblado: Sendable {
  /// The workbook.
  public var taller: Taller

  /// Creates an assembler for `taller`.
  public init(taller: Taller) { self.taller = taller }

  /// `.build/fuentes`, relative to the root (also spelled out in `Package.swift`).
  public static let carpetaBase = Leccion.carpetaEnsamblados

  /// `.build/fuentes/leccionNN/<variante>`, relative to the root.
  public static func carpetaRelativa(_ leccion: Leccion, variante: String) -> String {
    leccion.carpetaEnsamblado(variante: variante)
  }

  /// Files a variant removes from `Solucion/` (its `quita` in `leccion.json`).
  public static func quitados(_ leccion: Leccion, variante: String) -> [String] {
    leccion.metadatos?.variantes?.first { $0.carpeta == variante }?.quita ?? []
  }

  /// The files of `fuente` once assembled: relative path → where its text comes from. `Plantilla/`
  /// and `Solucion/` are taken as they are; a variant is `Solucion/` minus its `quita`, plus its own
  /// files, each a whole file or a patch (`Ajustes.swift.diff`) applied to the `Solucion/` twin.
  public func origenes(_ leccion: Leccion, fuente: FuenteLeccion) -> [String: OrigenArchivo] {
    let raiz = taller.raiz.appendingPathComponent(leccion.carpeta)
    let solucion = taller.raiz.appendingPathComponent(leccion.carpetaFuente(.solucion))
    var capas: [URL]
    var quitados = Set<String>()
    switch fuente {
    case .copiaDeTrabajo: capas = [taller.raiz.appendingPathComponent(leccion.carpetaCopiaTrabajo)]
    case .plantilla, .solucion: capas = [taller.raiz.appendingPathComponent(leccion.carpetaFuente(fuente))]
    case .variante(let nombre):
      capas = [solucion, raiz.appendingPathComponent(fuente.carpetaEnLeccion ?? nombre)]
      quitados = Set(Self.quitados(leccion, variante: nombre))
    case .mutante(let id):
      capas = [solucion, taller.raiz.appendingPathComponent(leccion.carpetaMutante(id))]
    }
    var origenes: [String: OrigenArchivo] = [:]
    for (indice, capa) in capas.enumerated() {
      for archivo in ArchivosCarpeta.listar(capa) {
        if archivo.hasSuffix(".swift") {
          if indice == 0 && quitados.contains(archivo) { continue }
          origenes[archivo] = OrigenArchivo(url: capa.appendingPathComponent(archivo))
        } else if indice > 0, archivo.hasSuffix(OrigenArchivo.extensionParche) {
          let gemelo = String(archivo.dropLast(OrigenArchivo.extensionParche.count))
          origenes[gemelo] = OrigenArchivo(
            url: capa.appendingPathComponent(archivo), base: solucion.appendingPathComponent(gemelo))
        }
      }
    }
    return origenes
  }

  /// Assembles variant `variante` of `leccion` in `.build/fuentes/leccionNN/<variante>` and returns
  /// that folder.
  /// - Throws: ``ErrorEnsamblado`` when the variant folder is missing or a file cannot be written.
  @discardableResult
  public func ensamblar(_ leccion: Leccion, variante: String) throws -> URL {
    try ensamblar(leccion, fuente: .variante(variante), en: variante)
  }

  /// Assembles `fuente` of `leccion` in `.build/fuentes/leccionNN/<nombre>` and returns that folder.
  /// `verificar` assembles every source of a lesson in one such folder, so that each build only
  /// recompiles the files that changed since the previous source.
  /// - Throws: ``ErrorEnsamblado`` when the variant folder is missing or a file cannot be written.
  @discardableResult
  public func ensamblar(_ leccion: Leccion, fuente: FuenteLeccion, en nombre: String) throws -> URL {
    if case .variante(let variante) = fuente {
      let propia = taller.raiz.appendingPathComponent(leccion.carpeta + "/Variantes/" + variante)
      guard ArchivosCarpeta.esCarpeta(propia) else {
        throw ErrorEnsamblado.sinVariante(leccion.carpeta + "/Variantes/" + variante)
      }
    }
    let destino = taller.raiz.appendingPathComponent(Self.carpetaRelativa(leccion, variante: nombre))
    let origenes = origenes(leccion, fuente: fuente)
    let archivos = FileManager.default
    do {
      try CarpetaPropia.crear(destino, dentroDe: taller.carpetaConstruccion)
      for relativo in ArchivosCarpeta.listar(destino, ocultos: true) where origenes[relativo] == nil {
        try archivos.removeItem(at: destino.appendingPathComponent(relativo))
      }
      for (relativo, origen) in origenes.sorted(by: { $0.key < $1.key }) {
        let datos = try contenido(origen)
        let url = destino.appendingPathComponent(relativo)
        if archivos.contents(atPath: url.path) == datos { continue }
        let anterior = (try? archivos.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        try archivos.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try datos.write(to: url, options: .atomic)
        Self.fechaPosterior(url, a: anterior)
      }
      try archivos.createDirectory(at: destino, withIntermediateDirectories: true)
    } catch let error as ErrorEnsamblado {
      throw error
    } catch {
      throw ErrorEnsamblado.escritura(taller.rutaRelativa(destino), error.localizedDescription)
    }
    return destino
  }

  /// `origen`'s bytes once assembled.
  /// - Throws: ``ErrorEnsamblado/parche(_:en:)`` for a patch that cannot be read or no longer
  ///   applies; a file-system error otherwise.
  func contenido(_ origen: OrigenArchivo) throws -> Data {
    do {
      return try origen.contenido()
    } catch let error as ErrorParche {
      throw ErrorEnsamblado.parche(error, en: taller.rutaRelativa(origen.url))
    }
  }

  /// File `nombre` of `fuente` at a path the compiler can read: the file itself or, for a patch,
  /// its result written to `.build/fuentes/leccionNN/parcheados/<variante>/` (`nil` if `fuente`
  /// has no such file).
  /// - Throws: ``ErrorEnsamblado/parche(_:en:)`` or a file-system error.
  public func archivoLegible(_ nombre: String, _ leccion: Leccion, fuente: FuenteLeccion) throws -> URL? {
    guard let origen = origenes(leccion, fuente: fuente)[nombre] else { return nil }
    guard origen.base != nil, case .variante(let variante) = fuente else { return origen.url }
    let datos = try contenido(origen)
    let destino = taller.raiz.appendingPathComponent(
      Self.carpetaRelativa(leccion, variante: "parcheados") + "/\(variante)/\(nombre)")
    try FileManager.default.createDirectory(at: destino.deletingLastPathComponent(), withIntermediateDirectories: true)
    if FileManager.default.contents(atPath: destino.path) != datos { try datos.write(to: destino, options: .atomic) }
    return destino
  }

  /// The file `ruta` of an assembled folder came from, relative to the root (`Lessons/03-…/
  /// Variantes/error-x/Ajustes.swift` or `…/Solucion/Ajustes.swift`), so messages name the file
  /// the instructor edits; `nil` when `ruta` is not in `fuente`'s assembly.
  public func origen(de archivo: String, _ leccion: Leccion, fuente: FuenteLeccion) -> String? {
    origenes(leccion, fuente: fuente)[archivo].map { taller.rutaRelativa($0.url) }
  }

  /// NB: `verificar` assembles one source after another in the same folder, often within one second
  /// for a small lesson; the build then saw a file rewritten in the same second as the one it last
  /// compiled as unchanged and graded a variant with the previous variant's code (a `verificar` of
  /// the fixture lesson 8 showed it run after run). A rewritten file's date is made at least one
  /// second later than the one it replaced.
  static func fechaPosterior(_ url: URL, a anterior: Date?) {
    guard let anterior,
      let nueva = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date,
      nueva.timeIntervalSince1970.rounded(.down) <= anterior.timeIntervalSince1970.rounded(.down)
    else { return }
    try? FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: anterior.timeIntervalSince1970.rounded(.down) + 1)],
      ofItemAtPath: url.path)
  }
}

/// Why a variant could not be assembled.
public enum ErrorEnsamblado: Error, Equatable, Sendable {
  /// The variant's folder does not exist.
  case sinVariante(String)
  /// A file of the assembled folder could not be written or removed (detail attached).
  case escritura(String, String)
  /// A variant's patch (path relative to the root) cannot be read or no longer applies to its
  /// `Solucion/` twin.
  case parche(ErrorParche, en: String)

}
