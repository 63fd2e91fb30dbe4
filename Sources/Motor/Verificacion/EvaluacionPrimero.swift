extension EvaluacionFuente {
  /// Findings about typical mistakes in a run of this source: a raised mistake that `leccion.json`
  /// does not declare or that lacks a value for one of its parameters; and, for an `error-*` variant
  /// that declares `primero`, a report that leads with anything else.
  ///
  /// - Parameter analizadores: Ids of the run's *esencial* analyzer findings, in report order (they
  ///   come before every test's lead).
  func hallazgosErroresTipicos(_ resultados: [ResultadoPruebaOculta], analizadores: [String] = []) -> [Hallazgo] {
    guard let metadatos = leccion.metadatos else { return [] }
    var hallazgos: [Hallazgo] = []
    for resultado in resultados {
      for error in resultado.errores {
        guard let declarado = metadatos.error(error.id) else {
          hallazgos.append(hallazgo(.errorTipico, .errorNoDeclarado(id: error.id, prueba: resultado.id)))
          continue
        }
        let faltan = (declarado.parametros ?? []).filter { error.parametros[$0] == nil }
        if !faltan.isEmpty {
          hallazgos.append(
            hallazgo(.errorTipico, .parametrosSinValor(id: error.id, prueba: resultado.id, faltan: faltan)))
        }
      }
    }
    let prefijo = "Variantes/"
    guard fuente.hasPrefix(prefijo),
      let variante = metadatos.variantes?.first(where: { $0.carpeta == fuente.dropFirst(prefijo.count) }),
      variante.esperado == .falla, let primero = variante.primero
    else { return hallazgos }
    let mostrado = SeleccionEncabezado.primeroMostrado(resultados, metadatos: metadatos, analizadores: analizadores)
    if mostrado?.declarado != primero {
      hallazgos.append(
        hallazgo(.primero, .primeroDistinto(variante: variante.carpeta, mostrado: mostrado, declarado: primero, metadatos: metadatos)))
    }
    return hallazgos
  }
}
