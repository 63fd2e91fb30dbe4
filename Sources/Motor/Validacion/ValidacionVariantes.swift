import Foundation

extension ValidacionCatalogo {
  /// The `Variantes/` folders against `variantes` of `leccion.json`: every folder declared and
  /// every declaration with its folder, a valid name, an expectation its prefix allows, and ids
  /// (tests, guarantees, analyzers, diagnostics) that exist.
  static func variantes(
    _ leccion: Leccion, _ metadatos: MetadatosLeccion, garantias: [String], tabla: TablaDiagnosticos, taller: Taller
  ) -> [ProblemaCatalogo.Tipo] {
    var problemas: [ProblemaCatalogo.Tipo] = []
    let carpeta = taller.raiz.appendingPathComponent(leccion.carpeta + "/Variantes")
    let presentes = Set((try? FileManager.default.contentsOfDirectory(atPath: carpeta.path)) ?? [])
      .filter { !$0.hasPrefix(".") }
    let declaradas = metadatos.variantes ?? []
    for nombre in presentes.sorted() where !declaradas.contains(where: { $0.carpeta == nombre }) {
      problemas.append(.varianteSinDeclarar(variante: nombre))
    }
    let pruebas = Set(metadatos.pruebas.map(\.id))
    for variante in declaradas {
      let nombre = variante.carpeta
      if !presentes.contains(nombre) { problemas.append(.varianteSinCarpeta(variante: nombre)) }
      if !ReglasVariante.nombreValido(nombre) { problemas.append(.nombreVarianteInvalido(variante: nombre)) }
      if nombre.hasPrefix("alternativa-") && variante.esperado != .pasa { problemas.append(.alternativaQueNoPasa(variante: nombre)) }
      if nombre.hasPrefix("error-") && variante.esperado == .pasa { problemas.append(.errorQuePasa(variante: nombre)) }
      problemas += analisisDeclarados(variante)
      switch variante.esperado {
      case .pasa: break
      case .falla:
        if (variante.pruebas ?? []).isEmpty && (variante.garantias ?? []).isEmpty && (variante.analisis ?? []).isEmpty {
          problemas.append(.fallaSinNombrar(variante: nombre))
        }
        for id in variante.pruebas ?? [] where !pruebas.contains(id) {
          problemas.append(.pruebaDeVarianteDesconocida(variante: nombre, prueba: id))
        }
        for id in variante.garantias ?? [] where !garantias.contains(id) {
          problemas.append(.garantiaDeVarianteDesconocida(variante: nombre, garantia: id))
        }
      case .noCompila:
        if (variante.diagnostico ?? "").isEmpty { problemas.append(.sinDiagnostico(variante: nombre)) }
        if let id = variante.explicacion, tabla.entrada(id: id) != nil {} else { problemas.append(.sinExplicacion(variante: nombre)) }
      }
    }
    return problemas
  }

  /// A variant's `analisis`: only essential analyzer ids that exist, and only on a `falla` variant.
  static func analisisDeclarados(_ variante: VarianteDeclarada) -> [ProblemaCatalogo.Tipo] {
    var problemas: [ProblemaCatalogo.Tipo] = []
    for id in variante.analisis ?? [] {
      guard let conocido = IdAnalisis(rawValue: id) else {
        let esenciales = IdAnalisis.allCases.filter { $0.tipo == .esencial }.map(\.rawValue)
        problemas.append(.analisisDesconocido(variante: variante.carpeta, id: id, esenciales: esenciales))
        continue
      }
      if conocido.tipo != .esencial { problemas.append(.analisisNoEsencial(variante: variante.carpeta, id: id)) }
    }
    if variante.esperado != .falla, !(variante.analisis ?? []).isEmpty {
      problemas.append(.analisisSinFalla(variante: variante.carpeta))
    }
    return problemas
  }
}
