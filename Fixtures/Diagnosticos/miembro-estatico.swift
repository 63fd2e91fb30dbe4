// Prueba real de la entrada `miembro-estatico`: un `static let` usado sin el tipo delante.
struct Formulario {
  static let avisoVacio = "Escribe algo."
  var aviso: String?

  mutating func validar(_ texto: String) {
    if texto.isEmpty { aviso = avisoVacio }
  }
}
