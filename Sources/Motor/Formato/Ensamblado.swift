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

  /// The files of `fuente` once assembled: relative path → the file it comes from. `Plantilla/` and
  /// `Solucion/` are taken as they are; a variant is `Solucion/` minus its `quita`, plus its own files.
  public func origenes(_ leccion: Leccion, fuente: FuenteLeccion) -> [String: URL] {
    let raiz = taller.raiz.appendingPathComponent(leccion.carpeta)
    var capas: [URL]
    var quitados = Set<String>()
    switch fuente {
    case .copiaDeTrabajo: capas = [taller.raiz.appendingPathComponent(leccion.carpetaCopiaTrabajo)]
    case .plantilla, .solucion: capas = [taller.raiz.appendingPathComponent(leccion.carpetaFuente(fuente))]
    case .variante(let nombre):
      capas = [
        taller.raiz.appendingPathComponent(leccion.carpetaFuente(.solucion)),
        raiz.appendingPathComponent(fuente.carpetaEnLeccion ?? nombre),
      ]
      quitados = Set(Self.quitados(leccion, variante: nombre))
    case .mutante(let id):
      capas = [
        taller.raiz.appendingPathComponent(leccion.carpetaFuente(.solucion)),
        taller.raiz.appendingPathComponent(leccion.carpetaMutante(id)),
      ]
    }
    var origenes: [String: URL] = [:]
    for (indice, capa) in capas.enumerated() {
      for archivo in ArchivosCarpeta.listar(capa) where archivo.hasSuffix(".swift") {
        if indice == 0 && quitados.contains(archivo) { continue }
        origenes[archivo] = capa.appendingPathComponent(archivo)
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
      for relativo in ArchivosCarpeta.listar(destino, ocultos: true) where origenes[relativo] == nil {
        try archivos.removeItem(at: destino.appendingPathComponent(relativo))
      }
      for (relativo, origen) in origenes.sorted(by: { $0.key < $1.key }) {
        let datos = try Data(contentsOf: origen)
        let url = destino.appendingPathComponent(relativo)
        if archivos.contents(atPath: url.path) == datos { continue }
        let anterior = (try? archivos.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        try archivos.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try datos.write(to: url, options: .atomic)
        Self.fechaPosterior(url, a: anterior)
      }
      try archivos.createDirectory(at: destino, withIntermediateDirectories: true)
    } catch {
      throw ErrorEnsamblado.escritura(taller.rutaRelativa(destino), error.localizedDescription)
    }
    return destino
  }

  /// The file `ruta` of an assembled folder came from, relative to the root (`Lessons/03-…/
  /// Variantes/error-x/Ajustes.swift` or `…/Solucion/Ajustes.swift`), so messages name the file
  /// the instructor edits; `nil` when `ruta` is not in `fuente`'s assembly.
  public func origen(de archivo: String, _ leccion: Leccion, fuente: FuenteLeccion) -> String? {
    origenes(leccion, fuente: fuente)[archivo].map(taller.rutaRelativa)
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

}
