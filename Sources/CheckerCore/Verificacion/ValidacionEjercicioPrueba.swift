import Motor

/// Checks `pruebas[].ejercicio` (which exercise each test belongs to, for the grouped report).
enum ValidacionEjercicioPrueba {
  /// Problems, in Spanish: in an ordinary lesson every test declares `ejercicio` or none does, and
  /// the numbers used are 1…N without gaps; in a per-exercise lesson a declared `ejercicio` must be
  /// the exercise whose `pruebas` lists the test.
  static func problemas(_ metadatos: MetadatosLeccion) -> [String] {
    let pruebas = metadatos.pruebas
    if let ejercicios = metadatos.ejercicios, !ejercicios.isEmpty {
      return pruebas.compactMap { prueba in
        guard let declarado = prueba.ejercicio else { return nil }
        let lista = ejercicios.first { $0.pruebas.contains(prueba.id) }?.numero
        return declarado == lista ? nil : MensajesFormato.ejercicioDistinto(prueba.id, declarado, lista)
      }
    }
    let con = pruebas.filter { $0.ejercicio != nil }
    guard !con.isEmpty else { return [] }
    var problemas = pruebas.filter { $0.ejercicio == nil }.map { MensajesFormato.ejercicioAusente($0.id) }
    let numeros = Set(con.compactMap(\.ejercicio)).filter { $0 >= 1 }
    if let maximo = numeros.max() {
      for hueco in 1...maximo where !numeros.contains(hueco) {
        problemas.append(MensajesFormato.ejercicioSinPruebas(hueco, maximo: maximo))
      }
    }
    return problemas
  }
}
