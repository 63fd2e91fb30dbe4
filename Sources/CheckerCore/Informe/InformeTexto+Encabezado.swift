extension InformeTexto {
  /// The line a failed test's report leads with: the typical mistake raised in its first failing
  /// step, else that step's first hint, else the test's first hint (see ``SeleccionEncabezado``).
  /// Empty for a pass or an undeclared test.
  func lineasEncabezado(_ resultado: ResultadoPruebaOculta, leccion: Leccion) -> [String] {
    guard let metadatos = leccion.metadatos,
      let encabezado = SeleccionEncabezado.encabezado(resultado, metadatos: metadatos),
      let (etiqueta, texto) = MensajesErroresTipicos.encabezado(encabezado, metadatos: metadatos)
    else { return [] }
    let marcada = encabezado.esError ? estilo.amarillo(etiqueta) : estilo.tenue(etiqueta)
    return [sangrar(marcada + texto)]
  }
}

extension Encabezado {
  /// Whether it leads with a raised typical mistake.
  var esError: Bool {
    if case .error = self { true } else { false }
  }
}
