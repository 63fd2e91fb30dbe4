import Foundation

/// The hidden-test ids a lesson's test sources register with a literal: `Prueba("id")` (also
/// `TallerArnes.Prueba("id")`), read as text, without building, so an id `leccion.json` lacks is
/// caught before any compilation.
///
/// Lines whose code starts with `//` are skipped. An id built at run time (`Prueba(idDePrueba(x))`,
/// lesson 4) is not seen: only a literal one proves an id is registered.
public enum IdsRegistrados {
  /// One literal registration.
  public struct Registro: Sendable, Equatable {
    /// The id.
    public var id: String
    /// The file, relative to the folder read.
    public var archivo: String
    /// 1-based line.
    public var linea: Int
  }

  /// The literal registrations of the `.swift` files under `carpeta`, by file name then line.
  public static func leer(_ carpeta: URL) -> [Registro] {
    var registros: [Registro] = []
    for archivo in ArchivosCarpeta.listar(carpeta) where archivo.hasSuffix(".swift") {
      guard let datos = FileManager.default.contents(atPath: carpeta.appendingPathComponent(archivo).path) else { continue }
      for (indice, linea) in String(decoding: datos, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        registros += ids(en: linea).map { Registro(id: $0, archivo: archivo, linea: indice + 1) }
      }
    }
    return registros
  }

  /// The literal ids of `Prueba("…"` in one line of code (none in a `//` comment line).
  static func ids(en linea: Substring) -> [String] {
    guard !linea.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("//") else { return [] }
    var ids: [String] = []
    var resto = linea[...]
    while let marca = resto.range(of: "Prueba(") {
      let antes = resto[..<marca.lowerBound].last
      resto = resto[marca.upperBound...]
      // `MiPrueba(` no es `Prueba(`; `TallerArnes.Prueba(` sí.
      if let antes, antes.isLetter || antes.isNumber || antes == "_" { continue }
      let argumento = resto.drop { $0 == " " }
      guard argumento.first == "\"" else { continue }
      let texto = argumento.dropFirst()
      guard let cierre = texto.firstIndex(of: "\""), !texto[..<cierre].contains("\\") else { continue }
      ids.append(String(texto[..<cierre]))
    }
    return ids
  }
}
