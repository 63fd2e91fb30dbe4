import Foundation

/// The regular files under a folder, as paths relative to it: what `verificar`, `reiniciar`,
/// `vigilar` and `nueva-leccion` compare, copy and watch.
///
/// Hidden entries (`.DS_Store`, an editor's `.Contador.swift.swp`, `.gitkeep`) are skipped at every
/// level, so they are never stray files, never restored and never watched.
public enum ArchivosCarpeta {
  /// Every non-hidden regular file under `carpeta`, relative to it (`Ajustes.swift`,
  /// `Vistas/Fila.swift`), sorted. A missing folder has none.
  /// - Parameter ocultos: Include hidden files and folders too (what `reiniciar` backs up).
  public static func listar(_ carpeta: URL, ocultos: Bool = false) -> [String] {
    guard let enumerador = FileManager.default.enumerator(atPath: carpeta.path) else { return [] }
    var archivos: [String] = []
    while let relativo = enumerador.nextObject() as? String {
      if !ocultos, (relativo as NSString).lastPathComponent.hasPrefix(".") {
        enumerador.skipDescendants()
        continue
      }
      var esCarpeta: ObjCBool = false
      let ruta = carpeta.appendingPathComponent(relativo).path
      if FileManager.default.fileExists(atPath: ruta, isDirectory: &esCarpeta), !esCarpeta.boolValue {
        archivos.append(relativo)
      }
    }
    return archivos.sorted()
  }

  /// The non-hidden entries directly inside `carpeta` (files and folders), sorted.
  public static func entradas(_ carpeta: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: carpeta.path)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
  }

  /// The first symbolic link at or under `carpeta` and where it points (as written in the link), or
  /// `nil`: `("", destino)` when `carpeta` itself is a link, else the link's path relative to it.
  /// Hidden entries are skipped, as in ``listar(_:ocultos:)``.
  public static func primerEnlace(_ carpeta: URL) -> (ruta: String, destino: String)? {
    let archivos = FileManager.default
    if let destino = try? archivos.destinationOfSymbolicLink(atPath: carpeta.path) { return ("", destino) }
    guard let enumerador = archivos.enumerator(atPath: carpeta.path) else { return nil }
    while let relativo = enumerador.nextObject() as? String {
      if (relativo as NSString).lastPathComponent.hasPrefix(".") {
        enumerador.skipDescendants()
        continue
      }
      if let destino = try? archivos.destinationOfSymbolicLink(atPath: carpeta.appendingPathComponent(relativo).path) {
        return (relativo, destino)
      }
    }
    return nil
  }

  /// Whether `ruta` is an existing folder.
  public static func esCarpeta(_ ruta: URL) -> Bool {
    var esCarpeta: ObjCBool = false
    return FileManager.default.fileExists(atPath: ruta.path, isDirectory: &esCarpeta) && esCarpeta.boolValue
  }

  /// The relative files whose bytes differ between two folders, plus those only in one of them.
  public static func diferencias(_ a: URL, _ b: URL) -> (distintos: [String], soloEnA: [String], soloEnB: [String]) {
    let enA = listar(a)
    let enB = Set(listar(b))
    var distintos: [String] = []
    var soloEnA: [String] = []
    for archivo in enA {
      guard enB.contains(archivo) else {
        soloEnA.append(archivo)
        continue
      }
      if FileManager.default.contents(atPath: a.appendingPathComponent(archivo).path)
        != FileManager.default.contents(atPath: b.appendingPathComponent(archivo).path)
      {
        distintos.append(archivo)
      }
    }
    let soloEnB = enB.subtracting(enA).sorted()
    return (distintos, soloEnA, soloEnB)
  }
}
