extension Parche {
  /// The unified diff that turns `base` into `nuevo`, with `contexto` unchanged lines around each
  /// change (hunks closer than twice that are merged), as `diff -u` writes it; the lines come from
  /// the standard library's `CollectionDifference`. `viejo` and `nuevo` name the files in the
  /// `---`/`+++` header.
  ///
  /// - Returns: The diff's text, or `nil` when the two texts are equal.
  public static func crear(
    de base: String, a nuevo: String, viejo: String, nuevoNombre: String, contexto: Int = 3
  ) -> String? {
    let antes = lineas(base).lineas
    let despues = lineas(nuevo).lineas
    let operaciones = operaciones(de: antes, a: despues)
    let cambios = operaciones.indices.filter { operaciones[$0].tipo != " " }
    guard let primero = cambios.first else { return nil }
    // Grupos de operaciones: cada cambio con su contexto, unidos si se tocan.
    var grupos: [ClosedRange<Int>] = []
    var actual = max(0, primero - contexto)...min(operaciones.count - 1, primero + contexto)
    for cambio in cambios.dropFirst() {
      let rango = max(0, cambio - contexto)...min(operaciones.count - 1, cambio + contexto)
      if rango.lowerBound <= actual.upperBound + 1 {
        actual = actual.lowerBound...rango.upperBound
      } else {
        grupos.append(actual)
        actual = rango
      }
    }
    grupos.append(actual)
    var texto = "--- \(viejo)\n+++ \(nuevoNombre)\n"
    for grupo in grupos {
      let previas = operaciones[..<grupo.lowerBound]
      let trozo = operaciones[grupo]
      let enViejo = (antes: previas.filter { $0.tipo != "+" }.count, cuantas: trozo.filter { $0.tipo != "+" }.count)
      let enNuevo = (antes: previas.filter { $0.tipo != "-" }.count, cuantas: trozo.filter { $0.tipo != "-" }.count)
      func rango(_ lado: (antes: Int, cuantas: Int)) -> String {
        "\(lado.cuantas == 0 ? lado.antes : lado.antes + 1),\(lado.cuantas)"
      }
      texto += "@@ -\(rango(enViejo)) +\(rango(enNuevo)) @@\n"
      for operacion in trozo { texto += "\(operacion.tipo)\(operacion.linea)\n" }
    }
    return texto
  }

  /// The edit script from `antes` to `despues`: each line kept (`" "`), removed (`"-"`) or added (`"+"`).
  static func operaciones(de antes: [String], a despues: [String]) -> [(tipo: Character, linea: String)] {
    var quitadas = Set<Int>()
    var puestas = Set<Int>()
    for cambio in despues.difference(from: antes) {
      switch cambio {
      case .remove(let posicion, _, _): quitadas.insert(posicion)
      case .insert(let posicion, _, _): puestas.insert(posicion)
      }
    }
    var resultado: [(tipo: Character, linea: String)] = []
    var (i, j) = (0, 0)
    while i < antes.count || j < despues.count {
      if i < antes.count, quitadas.contains(i) {
        resultado.append(("-", antes[i]))
        i += 1
      } else if j < despues.count, puestas.contains(j) {
        resultado.append(("+", despues[j]))
        j += 1
      } else {
        resultado.append((" ", antes[i]))
        i += 1
        j += 1
      }
    }
    return resultado
  }
}
