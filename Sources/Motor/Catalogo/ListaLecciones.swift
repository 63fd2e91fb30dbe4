/// Reads the one explicit list of lessons from the text of `Package.swift`.
///
/// The manifest has one line per lesson, `leccion(3, "bindable-action"),`. Reading its text (instead
/// of asking SwiftPM to dump the manifest) costs nothing and works even when the manifest is broken.
public enum ListaLecciones {
  /// One line of the list.
  public struct Linea: Sendable, Equatable {
    /// The permanent number (`3`).
    public var numero: Int
    /// The folder suffix (`bindable-action`).
    public var slug: String
    /// 1-based line in `Package.swift`.
    public var linea: Int
  }

  /// Every `leccion(N, "slug")` call found at the start of a line, in file order.
  public static func leer(manifiesto texto: String) -> [Linea] {
    var lineas: [Linea] = []
    for (indice, linea) in texto.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let encontrada = interpretar(linea) {
        lineas.append(Linea(numero: encontrada.numero, slug: encontrada.slug, linea: indice + 1))
      }
    }
    return lineas
  }

  /// `(3, "bindable-action")` for `  leccion(3, "bindable-action"),  // comentario` (or
  /// `leccion(5, "slug", porEjercicio: true),`), else `nil`.
  package static func interpretar(_ linea: Substring) -> (numero: Int, slug: String)? {
    var resto = linea.drop { $0 == " " || $0 == "\t" }
    guard resto.hasPrefix("leccion(") else { return nil }
    resto = resto.dropFirst("leccion(".count)
    guard let coma = resto.firstIndex(of: ",") else { return nil }
    guard let numero = Int(resto[..<coma].filter { $0 != " " }) else { return nil }
    resto = resto[resto.index(after: coma)...].drop { $0 == " " }
    guard resto.hasPrefix("\"") else { return nil }
    resto = resto.dropFirst()
    guard let comillas = resto.firstIndex(of: "\"") else { return nil }
    let slug = String(resto[..<comillas])
    let cola = resto[resto.index(after: comillas)...].drop { $0 == " " }
    // NB: `leccion(5, "slug", porEjercicio: true)` marks a per-exercise lesson.
    guard cola.hasPrefix(")") || cola.hasPrefix(","), !slug.isEmpty else { return nil }
    return (numero, slug)
  }
}
