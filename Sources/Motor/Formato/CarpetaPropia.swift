import Foundation

/// A folder the checker owns under `.build/` (the assembly of a per-exercise lesson, its objects, a
/// variant's sources), created so that whatever stands in its way is removed first.
///
/// `.build/` is the checker's, not the student's: a file, a symbolic link or a FIFO where one of
/// these folders (or a folder above it, up to `.build/`) should be is damage, not the student's
/// code, and must not be reported as a compile error in every lesson (issue 46.2: `.build/ensamblado`
/// replaced by a file made each exercise of lesson 5 fail «error opening … Not a directory»).
/// Nothing outside `raiz` is ever removed.
enum CarpetaPropia {
  /// Whether something that is not a folder (a file, a symbolic link, a FIFO) is at `url`; `false`
  /// when nothing is there. Links are not followed.
  static func estorba(_ url: URL) -> Bool {
    guard let tipo = try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType else {
      return false
    }
    return tipo != .typeDirectory
  }

  /// Creates `carpeta` (and the folders above it), first removing every non-folder on the way
  /// from `raiz` down to it. Outside `raiz`, it only creates.
  /// - Throws: A file-system error (a full disk, no permission).
  static func crear(_ carpeta: URL, dentroDe raiz: URL) throws {
    let base = raiz.standardizedFileURL.path
    let destino = carpeta.standardizedFileURL.path
    if destino.hasPrefix(base + "/") {
      var ruta = base
      for componente in destino.dropFirst(base.count + 1).split(separator: "/") {
        ruta += "/" + componente
        if estorba(URL(fileURLWithPath: ruta)) { try FileManager.default.removeItem(atPath: ruta) }
      }
    }
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
  }
}
