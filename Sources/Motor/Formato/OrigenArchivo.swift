import Foundation

/// Where one file of an assembled lesson source comes from: a whole file, or a variant's patch
/// applied to its `Solucion/` twin (format 3).
public struct OrigenArchivo: Sendable, Equatable {
  /// The ending of a patch in a variant folder: `Ajustes.swift.diff` changes `Solucion/Ajustes.swift`.
  public static let extensionParche = ".diff"

  /// The file the instructor edits: the whole file, or the patch.
  public var url: URL
  /// For a patch, the `Solucion/` file it applies to; `nil` for a whole file.
  public var base: URL?

  /// Creates an origin: `url` alone is a whole file; with `base`, `url` is a patch of `base`.
  public init(url: URL, base: URL? = nil) {
    self.url = url
    self.base = base
  }

  /// The file's bytes once assembled.
  /// - Throws: ``ErrorParche`` when the patch cannot be read or no longer applies; a file-system
  ///   error when a file cannot be read.
  public func contenido() throws -> Data {
    guard let base else { return try Data(contentsOf: url) }
    let parche = try Parche(texto: String(decoding: try Data(contentsOf: url), as: UTF8.self))
    return Data(try parche.aplicar(a: String(decoding: try Data(contentsOf: base), as: UTF8.self)).utf8)
  }
}
