extension MensajesVerificacion {
  /// `lección 3 · Solucion: <detalle>` followed by the compiler's errors indented four spaces.
  static func hallazgo(_ hallazgo: Hallazgo) -> String {
    var donde: [String] = []
    if let leccion = hallazgo.leccion { donde.append("lección \(leccion)") }
    if let fuente = hallazgo.fuente { donde.append(fuente) }
    let cabecera = donde.isEmpty ? hallazgo.detalle : donde.joined(separator: " · ") + ": " + hallazgo.detalle
    guard !hallazgo.compilador.isEmpty else { return cabecera }
    return cabecera + "\n" + hallazgo.compilador.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
  }
}
