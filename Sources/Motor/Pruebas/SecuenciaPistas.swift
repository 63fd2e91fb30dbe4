import TallerComun

/// One item of the help a failing test offers, in the order the student gets it.
public enum ElementoPista: Sendable, Equatable {
  /// A raised typical mistake, with its values.
  case error(ErrorTipicoLevantado)
  /// Hint `indice` (from 0) of step `paso` of the test.
  case pistaPaso(paso: String, indice: Int)
  /// Static hint `indice` (from 0) of the test.
  case pistaPrueba(indice: Int)
}

/// The help of a failing test, starting at its lead: the report shows the first item and each
/// `checker pista` one more.
///
/// - lead a mistake raised in step S → the mistake, then S's hints, then the test's hints;
/// - lead S's hint → S's hints, then the test's hints;
/// - lead the test's hint → the test's hints.
public enum SecuenciaPistas {
  /// The items for `encabezado` (the lead of a test of `metadatos`).
  public static func elementos(_ encabezado: Encabezado, metadatos: MetadatosLeccion) -> [ElementoPista] {
    guard let id = encabezado.prueba, let prueba = metadatos.pruebas.first(where: { $0.id == id }) else { return [] }
    let deLaPrueba = prueba.pistas.indices.map { ElementoPista.pistaPrueba(indice: $0) }
    func delPaso(_ paso: String?) -> [ElementoPista] {
      guard let paso, let declarado = prueba.paso(paso) else { return [] }
      return declarado.pistas.indices.map { ElementoPista.pistaPaso(paso: paso, indice: $0) }
    }
    switch encabezado {
    case .error(_, let error): return [.error(error)] + delPaso(error.paso) + deLaPrueba
    case .pistaPaso(_, let paso): return delPaso(paso) + deLaPrueba
    case .pistaPrueba: return deLaPrueba
    case .analizador: return []
    }
  }

  /// What the student reads for `elemento` of test `prueba` (mistake text with its values filled,
  /// or the hint), or `nil` if the metadata no longer declares it.
  public static func texto(_ elemento: ElementoPista, prueba: String, metadatos: MetadatosLeccion) -> String? {
    let declarada = metadatos.pruebas.first { $0.id == prueba }
    switch elemento {
    case .error(let error):
      return metadatos.error(error.id)?.texto(con: error.parametros)
    case .pistaPaso(let paso, let indice):
      guard let pistas = declarada?.paso(paso)?.pistas, pistas.indices.contains(indice) else { return nil }
      return pistas[indice]
    case .pistaPrueba(let indice):
      guard let pistas = declarada?.pistas, pistas.indices.contains(indice) else { return nil }
      return pistas[indice]
    }
  }
}
