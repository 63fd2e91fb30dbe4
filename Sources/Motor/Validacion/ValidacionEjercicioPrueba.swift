/// Checks `pruebas[].ejercicio` (which exercise each test belongs to, for the grouped report).
enum ValidacionEjercicioPrueba {
  /// In an ordinary lesson every test declares `ejercicio` or none does, and the numbers used are
  /// 1…N without gaps; in a per-exercise lesson a declared `ejercicio` must be the exercise whose
  /// `pruebas` lists the test.
  static func problemas(_ metadatos: MetadatosLeccion) -> [ProblemaCatalogo.Tipo] {
    let pruebas = metadatos.pruebas
    if let ejercicios = metadatos.ejercicios, !ejercicios.isEmpty {
      return pruebas.compactMap { prueba in
        guard let declarado = prueba.ejercicio else { return nil }
        let lista = ejercicios.first { $0.pruebas.contains(prueba.id) }?.numero
        return declarado == lista ? nil : .ejercicioDistinto(prueba: prueba.id, declarado: declarado, lista: lista)
      }
    }
    let con = pruebas.filter { $0.ejercicio != nil }
    guard !con.isEmpty else { return [] }
    var problemas: [ProblemaCatalogo.Tipo] = pruebas.filter { $0.ejercicio == nil }.map { .ejercicioAusente(prueba: $0.id) }
    let numeros = Set(con.compactMap(\.ejercicio)).filter { $0 >= 1 }
    if let maximo = numeros.max() {
      for hueco in 1...maximo where !numeros.contains(hueco) {
        problemas.append(.ejercicioSinPruebas(hueco: hueco, maximo: maximo))
      }
    }
    return problemas
  }
}
