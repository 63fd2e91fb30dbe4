import Foundation

/// A file of the student's lesson and its size, named when a build runs out of time (issue 46.5).
public struct ArchivoMedido: Sendable, Equatable {
  /// The path relative to the workbook, such as `Sources/Workbook/Leccion01/Contador.swift`.
  public var ruta: String
  /// Its size in bytes.
  public var bytes: Int

  /// A file and its size.
  public init(ruta: String, bytes: Int) {
    self.ruta = ruta
    self.bytes = bytes
  }

  /// The largest `.swift` file under `carpeta` (relative to `taller`'s root), at any depth; `nil`
  /// if it holds none or cannot be read. Ties go to the first path in alphabetical order.
  public static func mayor(en carpeta: String, taller: Taller) -> ArchivoMedido? {
    let raiz = taller.raiz.appendingPathComponent(carpeta)
    guard
      let rutas = FileManager.default.enumerator(
        at: raiz, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
    else { return nil }
    var mayor: ArchivoMedido?
    for case let url as URL in rutas where url.pathExtension == "swift" {
      guard let valores = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]),
        valores.isRegularFile == true, let bytes = valores.fileSize
      else { continue }
      let medido = ArchivoMedido(ruta: taller.rutaRelativa(url), bytes: bytes)
      if let actual = mayor, actual.bytes > bytes || (actual.bytes == bytes && actual.ruta < medido.ruta) { continue }
      mayor = medido
    }
    return mayor
  }
}
