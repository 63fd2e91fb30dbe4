import Motor

extension ErrorEnsamblado: CustomStringConvertible {
  /// Spanish description.
  public var description: String {
    switch self {
    case .sinVariante(let ruta): MensajesFormato.sinVariante(ruta)
    case .escritura(let ruta, let detalle): MensajesFormato.escrituraEnsamblado(ruta, detalle)
    }
  }
}
