import Motor

extension Ordenes {
  /// The help of a failed test from the lead its last report showed (a raised mistake, then the
  /// hints of its step, then the test's hints; see ``SecuenciaPistas``): each item's label and text.
  func ayuda(
    _ prueba: PruebaDeclarada, registro: ProgresoLeccion, metadatos: MetadatosLeccion
  ) -> [(etiqueta: String, texto: String)] {
    let encabezado = registro.encabezados?[prueba.id] ?? .pistaPrueba(prueba: prueba.id)
    var elementos = SecuenciaPistas.elementos(encabezado, metadatos: metadatos)
    // NB: a lead saved by a run of an older leccion.json may name a step or mistake gone since.
    if elementos.isEmpty { elementos = SecuenciaPistas.elementos(.pistaPrueba(prueba: prueba.id), metadatos: metadatos) }
    let pistas = elementos.filter { if case .error = $0 { false } else { true } }.count
    var numero = 0
    return elementos.compactMap { elemento in
      guard let texto = SecuenciaPistas.texto(elemento, prueba: prueba.id, metadatos: metadatos) else { return nil }
      if case .error = elemento { return (MensajesErroresTipicos.etiquetaError, texto) }
      numero += 1
      return (pistas > 1 ? MensajesErroresTipicos.etiquetaPista(numero, de: pistas) : MensajesErroresTipicos.etiquetaPista, texto)
    }
  }

  /// `• nombre` and the first `hasta` items of `ayuda`, then a blank line.
  func bloque(_ prueba: PruebaDeclarada, ayuda: [(etiqueta: String, texto: String)], hasta: Int) -> [String] {
    var lineas = ["• " + prueba.nombre]
    for (etiqueta, texto) in ayuda.prefix(max(0, hasta)) {
      lineas.append("    " + estilo.tenue(etiqueta) + texto)
    }
    lineas.append("")
    return lineas
  }
}
