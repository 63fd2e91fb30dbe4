import Motor

extension FuenteLeccion: CustomStringConvertible {
  /// `copia de trabajo`, `plantilla`, `solucion`, or the variant's folder.
  public var description: String {
    switch self {
    case .copiaDeTrabajo: "copia de trabajo"
    case .plantilla: "plantilla"
    case .solucion: "solucion"
    case .variante(let nombre): nombre
    case .mutante(let id): "mutante \(id)"
    }
  }
}

extension Leccion {
  /// The title, or a placeholder when the metadata is missing.
  public var titulo: String { metadatos?.titulo ?? "(sin leccion.json)" }
}
