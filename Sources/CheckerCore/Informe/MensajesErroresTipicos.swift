import Motor

/// Every Spanish sentence about typical mistakes, step hints and what a report leads with.
enum MensajesErroresTipicos {
  // MARK: Report

  /// Label before a raised mistake's text in a report.
  static let etiquetaError = "Error reconocido: "
  /// Label before a hint (of a step or of the test).
  static let etiquetaPista = "Pista: "
  /// After a failing test whose report leads with the observed fact: where its hints are.
  static func pistaDisponible(leccion: Int) -> String {
    "¿Quieres una pista? `swift run -q checker pista leccion\(leccion)` da las de esta prueba, de una en una."
  }
  /// Label of hint `numero` of `total` (`checker pista`).
  static func etiquetaPista(_ numero: Int, de total: Int) -> String { "Pista \(numero) de \(total): " }
  /// A hint's label when the student has already seen it (`Pista 1 de 3 (ya vista): `).
  static func etiquetaYaVista(_ etiqueta: String) -> String {
    etiqueta.hasSuffix(": ") ? String(etiqueta.dropLast(2)) + " (ya vista): " : etiqueta
  }

  /// The label and the text a report leads with for `encabezado`, or `nil` if the metadata does not
  /// declare it (an analyzer finding is rendered by its own block).
  static func encabezado(_ encabezado: Encabezado, metadatos: MetadatosLeccion) -> (etiqueta: String, texto: String)? {
    guard let prueba = encabezado.prueba,
      let primero = SecuenciaPistas.elementos(encabezado, metadatos: metadatos).first,
      let texto = SecuenciaPistas.texto(primero, prueba: prueba, metadatos: metadatos)
    else { return nil }
    if case .error = primero { return (etiquetaError, texto) }
    return (etiquetaPista, texto)
  }

  /// The text a failed test's report leads with (its mistake, or the hint of its step or of the
  /// test), or `nil` for a pass or an undeclared test.
  static func textoEncabezado(_ resultado: ResultadoPruebaOculta, leccion: Leccion) -> String? {
    guard let metadatos = leccion.metadatos,
      let encabezado = SeleccionEncabezado.encabezado(resultado, metadatos: metadatos)
    else { return nil }
    return Self.encabezado(encabezado, metadatos: metadatos)?.texto
  }

  /// `encabezado` named in one line for `verificar` (what it is, its `primero` form, its text).
  static func descripcion(_ encabezado: Encabezado?, metadatos: MetadatosLeccion) -> String {
    guard let encabezado else { return "nada (ninguna prueba falla)" }
    let texto = Self.encabezado(encabezado, metadatos: metadatos).map { " «\(recortar($0.texto))»" } ?? ""
    switch encabezado {
    case .error(let prueba, let error):
      return "el error típico '\(error.id)' de la prueba '\(prueba)' (\(encabezado.declarado))" + texto
    case .pistaPaso(let prueba, let paso):
      return "la primera pista del paso '\(paso)' de la prueba '\(prueba)' (\(encabezado.declarado))" + texto
    case .pistaPrueba(let prueba):
      return "el hecho observado por la prueba '\(prueba)', sin causa nombrada (\(encabezado.declarado))"
    case .analizador(let id):
      return "el hallazgo '\(id)' de un analizador (\(encabezado.declarado))"
    }
  }

  static func recortar(_ texto: String, _ limite: Int = 90) -> String {
    texto.count <= limite ? texto : String(texto.prefix(limite)) + "…"
  }

  // MARK: verificar

  static func primeroDistinto(_ variante: String, mostrado: String, declarado: PrimeroDeclarado) -> String {
    "el informe de '\(variante)' debe empezar por '\(declarado)', pero empieza por \(mostrado). "
      + "Levanta el error en el paso donde la prueba lo reconoce, declara las pistas de ese paso, "
      + "o corrige 'primero' en leccion.json."
  }

  static func errorNoDeclarado(_ id: String, prueba: String) -> String {
    "la prueba '\(prueba)' levanta el error típico '\(id)', que no está en 'errores' de leccion.json"
  }

  static func parametrosSinValor(_ id: String, prueba: String, faltan: [String]) -> String {
    "la prueba '\(prueba)' levanta el error típico '\(id)' sin valor para "
      + faltan.map { "'{\($0)}'" }.joined(separator: ", ")
  }

  // MARK: Validation of leccion.json

  static func sinPrimero(_ variante: String) -> String {
    "la variante '\(variante)' falla pruebas: debe declarar 'primero' (lo que su informe muestra primero: "
      + "error:<id>, analizador:<id>, paso:<prueba>/<paso> o hecho:<prueba>)"
  }

  static func primeroSobra(_ variante: String) -> String {
    "la variante '\(variante)' declara 'primero', que solo vale en un error-* que falla pruebas"
  }

  static func primeroErrorDesconocido(_ variante: String, _ id: String) -> String {
    "'primero' de '\(variante)' nombra el error típico '\(id)', que no está en 'errores'"
  }

  static func primeroPruebaDesconocida(_ variante: String, _ prueba: String) -> String {
    "'primero' de '\(variante)' nombra la prueba '\(prueba)', que no está entre las que la variante hace fallar"
  }

  static func primeroPasoDesconocido(_ variante: String, prueba: String, paso: String) -> String {
    "'primero' de '\(variante)' nombra el paso '\(paso)' de '\(prueba)', que no está en sus 'pasos' con pistas"
  }

  static func errorIdInvalido(_ id: String) -> String {
    "el error típico '\(id)' tiene un id no válido (solo letras ASCII, dígitos y '-')"
  }

  static func errorRepetido(_ id: String) -> String { "el error típico '\(id)' está repetido" }

  static func errorSinTexto(_ id: String) -> String { "el error típico '\(id)' no tiene texto" }

  static func marcadorSinDeclarar(_ id: String, _ nombre: String) -> String {
    "el texto del error típico '\(id)' usa '{\(nombre)}', que no está en sus 'parametros'"
  }

  static func parametroSinUsar(_ id: String, _ nombre: String) -> String {
    "el error típico '\(id)' declara el parámetro '\(nombre)', que su texto no usa ('{\(nombre)}')"
  }

  static func errorSinUsar(_ id: String) -> String {
    "el error típico '\(id)' no lo nombra el 'primero' de ninguna variante: añade la variante error-* "
      + "que lo demuestra, o quítalo"
  }

  static func pasoInvalido(_ prueba: String, _ paso: String) -> String {
    "el paso '\(paso)' de la prueba '\(prueba)' tiene un id no válido, repetido o sin pistas (o con una vacía)"
  }
}
