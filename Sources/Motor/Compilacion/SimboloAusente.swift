/// Extracts the symbol a compiler message complains about, for the "types do not match" report.
package enum SimboloAusente {
  /// `Contador.Action.tickRecibido` for "type 'Contador.Action' has no member 'tickRecibido'";
  /// `Ajustes` for "cannot find 'Ajustes' in scope"; `nil` when the message names no symbol.
  package static func extraer(_ mensaje: String) -> String? {
    let citas = citados(mensaje)
    if mensaje.contains("has no member"), citas.count >= 2 {
      return citas[0] + "." + citas[1]
    }
    if mensaje.hasPrefix("cannot find"), let primero = citas.first {
      return primero
    }
    if mensaje.contains("argument"), let primero = citas.first {
      return primero
    }
    if mensaje.contains("does not conform to protocol"), citas.count >= 2 {
      return citas[0] + ": " + citas[1]
    }
    return citas.first
  }

  /// The texts between single quotes, in order.
  static func citados(_ mensaje: String) -> [String] {
    let trozos = mensaje.split(separator: "'", omittingEmptySubsequences: false)
    return stride(from: 1, to: trozos.count - 1, by: 2).map { String(trozos[$0]) }
  }
}
