import Foundation

/// The workbook on disk: the package root and the paths derived from it.
public struct Taller: Sendable, Equatable {
  /// The package root (the folder with `Package.swift` and `Lessons/`).
  public let raiz: URL

  /// A workbook rooted at `raiz` (not checked).
  public init(raiz: URL) {
    var ruta = raiz.standardizedFileURL.path
    while ruta.count > 1, ruta.hasSuffix("/") { ruta.removeLast() }
    self.raiz = URL(fileURLWithPath: ruta, isDirectory: true)
  }

  /// Two workbooks are the same when their root paths are.
  public static func == (a: Taller, b: Taller) -> Bool { a.raiz.path == b.raiz.path }

  /// Finds the workbook that contains `carpeta`: the nearest ancestor (or `carpeta` itself) that
  /// holds both `Package.swift` and a `Lessons/` folder. Lets the checker run from any subdirectory.
  ///
  /// When `carpeta` is in no workbook (Xcode runs the `checker` scheme with DerivedData as its
  /// working directory), the same search starts from `respaldo`: by default the folder this file
  /// was compiled from, if it still exists. So a checker built from a workbook finds that
  /// workbook, as long as it is still a workbook.
  /// - Parameters:
  ///   - carpeta: Where to start (the working directory).
  ///   - respaldo: Where to look when `carpeta` is in no workbook; `nil` for no fallback.
  /// - Returns: The workbook, or `nil` if neither search finds one.
  public static func localizar(desde carpeta: URL, respaldo: URL? = carpetaDeCompilacion) -> Taller? {
    if let taller = buscarHaciaArriba(desde: carpeta) { return taller }
    return respaldo.flatMap(buscarHaciaArriba(desde:))
  }

  /// The folder of this source file when the checker was compiled, if that file is still there
  /// (`…/Sources/Motor/Catalogo`).
  public static var carpetaDeCompilacion: URL? {
    let archivo = URL(fileURLWithPath: "\(#filePath)")
    guard archivo.path.hasPrefix("/"), FileManager.default.fileExists(atPath: archivo.path) else { return nil }
    return archivo.deletingLastPathComponent()
  }

  /// The nearest ancestor of `carpeta` (or itself) with `Package.swift` and `Lessons/`.
  static func buscarHaciaArriba(desde carpeta: URL) -> Taller? {
    var actual = carpeta.standardizedFileURL
    let archivos = FileManager.default
    while true {
      var esCarpeta: ObjCBool = false
      if archivos.fileExists(atPath: actual.appendingPathComponent("Package.swift").path),
        archivos.fileExists(atPath: actual.appendingPathComponent("Lessons").path, isDirectory: &esCarpeta),
        esCarpeta.boolValue
      {
        return Taller(raiz: actual)
      }
      let padre = actual.deletingLastPathComponent()
      if padre.path == actual.path { return nil }
      actual = padre
    }
  }

  /// `Package.swift`.
  public var manifiesto: URL { raiz.appendingPathComponent("Package.swift") }
  /// `Lessons/`.
  public var carpetaLecciones: URL { raiz.appendingPathComponent("Lessons") }
  /// `.taller/`, where the checker keeps progress, its lock and backups (gitignored).
  public var carpetaEstado: URL { raiz.appendingPathComponent(".taller") }
  /// The default SwiftPM scratch path, `.build/`.
  public var carpetaConstruccion: URL { raiz.appendingPathComponent(".build") }

  /// `url` relative to the root (`Sources/Workbook/Leccion03/Ajustes.swift`), or its full path
  /// when it lies outside the workbook.
  public func rutaRelativa(_ url: URL) -> String {
    let completa = url.standardizedFileURL.path
    let prefijo = raiz.path.hasSuffix("/") ? raiz.path : raiz.path + "/"
    return completa.hasPrefix(prefijo) ? String(completa.dropFirst(prefijo.count)) : completa
  }
}
