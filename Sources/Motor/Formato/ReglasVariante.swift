/// The rules of a variant folder that `verificar`, `migrar-formato` and `nueva-variante` share.
public enum ReglasVariante {
  /// Whether `nombre` is a valid variant folder: `alternativa-…` or `error-…`, with no space, comma,
  /// colon or slash (it travels in `TALLER_FUENTE=N:<nombre>` and names `.build/fuentes/leccionNN/<nombre>`,
  /// beside `verificacion`, the folder `verificar` reserves there).
  public static func nombreValido(_ nombre: String) -> Bool {
    (nombre.hasPrefix("alternativa-") || nombre.hasPrefix("error-")) && !nombre.contains(where: { ",:/ ".contains($0) })
  }

  /// Whether two sources are equal once trailing whitespace of every line (and of the file) is
  /// ignored: a variant file (or a patch's result) equal to its `Solucion/` twin in that sense
  /// changes nothing.
  public static func iguales(_ a: String, _ b: String) -> Bool {
    normalizado(a) == normalizado(b)
  }

  static func normalizado(_ texto: String) -> String {
    var lineas = texto.split(separator: "\n", omittingEmptySubsequences: false).map { linea -> Substring in
      var linea = linea
      while let ultimo = linea.last, ultimo == " " || ultimo == "\t" || ultimo == "\r" { linea.removeLast() }
      return linea
    }
    while lineas.last?.isEmpty == true { lineas.removeLast() }
    return lineas.joined(separator: "\n")
  }
}
