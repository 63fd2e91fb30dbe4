/// Spanish one-line descriptions of decoding errors (`JSONDecoder`'s are English and long).
enum DescripcionError {
  static func decodificacion(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "JSON no válido" }
    switch error {
    case .keyNotFound(let clave, let contexto):
      return "falta el campo '\(ruta(contexto.codingPath + [clave]))'"
    case .typeMismatch(_, let contexto), .valueNotFound(_, let contexto):
      return "el campo '\(ruta(contexto.codingPath))' tiene un tipo incorrecto"
    case .dataCorrupted(let contexto):
      return contexto.codingPath.isEmpty
        ? "no es JSON válido" : "el campo '\(ruta(contexto.codingPath))' no es válido"
    @unknown default:
      return "JSON no válido"
    }
  }

  private static func ruta(_ claves: [any CodingKey]) -> String {
    claves.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
      .trimmingPrefix(".")
  }
}

extension String {
  fileprivate func trimmingPrefix(_ prefijo: String) -> String {
    hasPrefix(prefijo) ? String(dropFirst(prefijo.count)) : self
  }
}
