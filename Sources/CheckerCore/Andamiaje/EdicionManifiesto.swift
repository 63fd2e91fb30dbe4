import Motor

/// Adds a lesson's line to the one explicit list of `Package.swift`.
enum EdicionManifiesto {
  /// `manifiesto` with `leccion(numero, "slug"),` inserted after the list's last line (same
  /// indentation; a comma added to that line if it had none), or as the first line of
  /// `let lecciones: [Leccion] = [` when the list is empty.
  /// - Returns: The new text and the inserted line (trimmed).
  /// - Throws: ``ErrorAndamiaje/sinLista`` when neither exists.
  static func anadir(
    numero: Int, slug: String, a manifiesto: String, porEjercicio: Bool = false
  ) throws -> (texto: String, linea: String) {
    var lineas = manifiesto.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let nueva = "leccion(\(numero), \"\(slug)\"" + (porEjercicio ? ", porEjercicio: true" : "") + "),"
    if let ultima = ListaLecciones.leer(manifiesto: manifiesto).last {
      let indice = ultima.linea - 1
      let sangria = String(lineas[indice].prefix { $0 == " " || $0 == "\t" })
      lineas[indice] = conComa(lineas[indice])
      lineas.insert(sangria + nueva, at: indice + 1)
    } else if let indice = lineas.firstIndex(where: { $0.contains("let lecciones") && $0.hasSuffix("[") }) {
      lineas.insert("  " + nueva, at: indice + 1)
    } else {
      throw ErrorAndamiaje.sinLista
    }
    return (lineas.joined(separator: "\n"), nueva)
  }

  /// `  leccion(4, "x")  // nota` → `  leccion(4, "x"),  // nota`; unchanged when the comma is there.
  static func conComa(_ linea: String) -> String {
    guard let cierre = linea.range(of: "\")") ?? linea.range(of: ": true)") else { return linea }
    let resto = linea[cierre.upperBound...]
    if resto.drop(while: { $0 == " " }).hasPrefix(",") { return linea }
    return String(linea[..<cierre.upperBound]) + "," + resto
  }
}
