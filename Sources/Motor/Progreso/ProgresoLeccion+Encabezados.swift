extension ProgresoLeccion {
  /// Saves this run's leads and forgets the hints seen of every test whose lead changed (another
  /// step, another mistake): `pista` starts that test's new help from its beginning.
  package mutating func anotarEncabezados(_ encabezados: [String: Encabezado], anteriores: [String: Encabezado]?) {
    self.encabezados = encabezados.isEmpty ? nil : encabezados
    guard let vistas = pistasVistas else { return }
    let quedan = vistas.filter { id, _ in encabezados[id] != nil && encabezados[id] == anteriores?[id] }
    pistasVistas = quedan.isEmpty ? nil : quedan
  }
}

extension InformeLeccion {
  /// The lead of every failed test of this run, by test id (empty unless the tests ran).
  public var encabezados: [String: Encabezado] {
    guard case .ejecutada(let ejecucion, _) = resultado, let metadatos = leccion.metadatos else { return [:] }
    var encabezados: [String: Encabezado] = [:]
    for resultado in ejecucion.resultados {
      if let encabezado = SeleccionEncabezado.encabezado(resultado, metadatos: metadatos) {
        encabezados[resultado.id] = encabezado
      }
    }
    return encabezados
  }
}
