/// Anota, en orden, los valores que recibe un efecto; las pruebas lo leen al final.
actor Registro<Valor: Sendable> {
  /// Lo anotado hasta ahora.
  private(set) var valores: [Valor] = []

  /// Añade un valor al final.
  func anotar(_ valor: Valor) {
    valores.append(valor)
  }
}
