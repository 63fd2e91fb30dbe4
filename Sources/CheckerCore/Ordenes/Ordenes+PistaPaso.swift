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

  /// How many items of the help of `prueba` its last report showed: its lead (a raised mistake or a
  /// step's first hint) is the first item, but only for the test shown in full (the others were one
  /// line each); a report that led with the observed fact showed none.
  func enElInforme(_ prueba: PruebaDeclarada, registro: ProgresoLeccion, metadatos: MetadatosLeccion) -> Int {
    guard registro.detallada == prueba.id, let encabezado = registro.encabezados?[prueba.id] else { return 0 }
    if case .pistaPrueba = encabezado { return 0 }
    return SecuenciaPistas.elementos(encabezado, metadatos: metadatos).isEmpty ? 0 : 1
  }

  /// `• nombre` and the first `hasta` items of `ayuda`, the hints among the first `vistos` marked as
  /// seen, then a blank line.
  func bloque(
    _ prueba: PruebaDeclarada, ayuda: [(etiqueta: String, texto: String)], hasta: Int, vistos: Int = 0
  ) -> [String] {
    var lineas = ["• " + prueba.nombre]
    for (indice, (etiqueta, texto)) in ayuda.prefix(max(0, hasta)).enumerated() {
      let visto = indice < vistos && etiqueta != MensajesErroresTipicos.etiquetaError
      lineas.append("    " + estilo.tenue(visto ? MensajesErroresTipicos.etiquetaYaVista(etiqueta) : etiqueta) + texto)
    }
    lineas.append("")
    return lineas
  }
}
