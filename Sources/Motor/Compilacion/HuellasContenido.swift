import Foundation

/// Content decides, not dates: SwiftPM (llbuild) rebuilds a file only when its modification date
/// changed, so a file restored with its old date (`cp -a`, rsync, unzip, Finder) would be graded
/// against the previous build. Before each build the checker compares every source file's content
/// hash with the one recorded at the previous build in the same scratch folder
/// (`<scratch>/taller-huellas.json`) and, for each file whose content changed, sets its modification
/// date to now, which makes SwiftPM rebuild it. A file's bytes are never changed.
///
/// The hash is FNV-1a (64 bits): it only has to notice a change, not resist an attacker. A missing or
/// unreadable record means nothing to compare yet (nothing is touched; the record starts anew).
public struct HuellasContenido: Sendable {
  /// The record: `{"ruta/relativa.swift": "hash hexadecimal"}`.
  public var registro: URL

  /// The record kept in `scratch` (the build's scratch folder, `.build` by default).
  public init(scratch: URL) {
    registro = scratch.appendingPathComponent("taller-huellas.json")
  }

  /// Renews the date of every file of `archivos` (absolute) whose content differs from the recorded
  /// one, then records the current hashes (other files' entries are kept).
  /// - Parameter raiz: The workbook root, to key the record by relative path.
  /// - Returns: The renewed files, relative to `raiz`.
  @discardableResult
  public func renovarCambiados(_ archivos: [URL], raiz: URL) -> [String] {
    var huellas = (try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: registro))) ?? [:]
    var renovados: [String] = []
    for archivo in archivos {
      guard let datos = try? Data(contentsOf: archivo) else { continue }
      let clave = Self.relativa(archivo, raiz: raiz)
      let huella = Self.huella(datos)
      if let anterior = huellas[clave], anterior != huella {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: archivo.path)
        renovados.append(clave)
      }
      huellas[clave] = huella
    }
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys]
    if let datos = try? codificador.encode(huellas) {
      try? FileManager.default.createDirectory(
        at: registro.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? datos.write(to: registro, options: .atomic)
    }
    return renovados
  }

  /// FNV-1a of `datos`, in hexadecimal.
  static func huella(_ datos: Data) -> String {
    var valor: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in datos {
      valor ^= UInt64(byte)
      valor = valor &* 0x0000_0100_0000_01b3
    }
    return String(valor, radix: 16)
  }

  static func relativa(_ archivo: URL, raiz: URL) -> String {
    let ruta = archivo.standardizedFileURL.path
    let base = raiz.standardizedFileURL.path + "/"
    return ruta.hasPrefix(base) ? String(ruta.dropFirst(base.count)) : ruta
  }
}
