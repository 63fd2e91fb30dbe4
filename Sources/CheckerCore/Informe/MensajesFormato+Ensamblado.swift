import Motor

extension ErrorEnsamblado: CustomStringConvertible {
  /// Spanish description.
  public var description: String {
    switch self {
    case .sinVariante(let ruta): MensajesFormato.sinVariante(ruta)
    case .escritura(let ruta, let detalle): MensajesFormato.escrituraEnsamblado(ruta, detalle)
    case .parche(let error, let ruta): MensajesFormato.parcheRoto(ruta, error, gemelo: Self.gemelo(de: ruta))
    }
  }

  /// `Lessons/03-…/Variantes/x/Ajustes.swift.diff` → `Lessons/03-…/Solucion/Ajustes.swift`.
  static func gemelo(de parche: String) -> String {
    let partes = parche.split(separator: "/", omittingEmptySubsequences: false)
    guard let indice = partes.lastIndex(of: "Variantes"), indice + 2 < partes.count else { return parche }
    let archivo = partes[(indice + 2)...].joined(separator: "/").dropLast(OrigenArchivo.extensionParche.count)
    return (partes[..<indice] + ["Solucion"]).joined(separator: "/") + "/" + archivo
  }
}
