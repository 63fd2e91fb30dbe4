/// What is wrong with a JSON file, from a decoding error (`JSONDecoder`'s own descriptions are
/// English and long); the command-line layer words it.
public enum DefectoJSON: Sendable, Equatable {
  /// A required field is missing; its path (`pruebas[2].id`).
  case falta(campo: String)
  /// A field has the wrong type (or is `null`); its path.
  case tipoIncorrecto(campo: String)
  /// A field's value is not valid; its path.
  case invalido(campo: String)
  /// The text is not JSON at all.
  case noEsJSON
  /// Some other failure (not a decoding error).
  case otro

  /// The defect behind `error`.
  public init(_ error: any Error) {
    guard let error = error as? DecodingError else {
      self = .otro
      return
    }
    switch error {
    case .keyNotFound(let clave, let contexto):
      self = .falta(campo: Self.ruta(contexto.codingPath + [clave]))
    case .typeMismatch(_, let contexto), .valueNotFound(_, let contexto):
      self = .tipoIncorrecto(campo: Self.ruta(contexto.codingPath))
    case .dataCorrupted(let contexto):
      self = contexto.codingPath.isEmpty ? .noEsJSON : .invalido(campo: Self.ruta(contexto.codingPath))
    @unknown default:
      self = .otro
    }
  }

  private static func ruta(_ claves: [any CodingKey]) -> String {
    let texto = claves.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
    return texto.hasPrefix(".") ? String(texto.dropFirst()) : texto
  }
}
