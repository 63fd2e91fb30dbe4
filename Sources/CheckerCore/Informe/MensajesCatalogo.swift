import Motor

extension ErrorCatalogo: CustomStringConvertible {
  /// Spanish description.
  public var description: String {
    switch self {
    case .manifiestoIlegible(let ruta): "no se puede leer '\(ruta)'"
    case .metadatosAusentes(let ruta): "falta '\(ruta)'"
    case .metadatosInvalidos(let ruta, let defecto): "'\(ruta)' no es válido: \(MensajesFormato.defecto(defecto))"
    case .formatoNuevo(let ruta, let formato):
      "'\(ruta)' usa el formato \(formato), más nuevo que el que entiende este checker "
        + "(\(MetadatosLeccion.formatoActual)); actualiza el taller con `git pull`"
    case .formatoAntiguo(let ruta, let formato, let numero):
      MensajesFormato.formatoAntiguo(ruta, formato, numero: numero)
    }
  }
}
