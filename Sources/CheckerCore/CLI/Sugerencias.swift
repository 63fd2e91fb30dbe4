import Motor

/// "Did you mean …?" for mistyped commands, by edit distance.
public enum Sugerencias {
  /// The candidate closest to `texto` (after ``NombreLeccion/normalizar(_:)``), if it is close
  /// enough: at most 2 edits, or 3 for inputs longer than 8 characters.
  public static func mejor(para texto: String, entre candidatos: [String]) -> String? {
    let normal = NombreLeccion.normalizar(texto)
    let maximo = normal.count > 8 ? 3 : 2
    let medidos = candidatos.map { ($0, distancia(normal, NombreLeccion.normalizar($0))) }
    guard let mejor = medidos.min(by: { $0.1 < $1.1 }), mejor.1 <= maximo else {
      return nil
    }
    return mejor.0
  }

  /// Levenshtein distance between two strings (by characters).
  public static func distancia(_ a: String, _ b: String) -> Int {
    let x = Array(a)
    let y = Array(b)
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var anterior = Array(0...y.count)
    for i in 1...x.count {
      var actual = [i] + Array(repeating: 0, count: y.count)
      for j in 1...y.count {
        let coste = x[i - 1] == y[j - 1] ? 0 : 1
        actual[j] = min(anterior[j] + 1, actual[j - 1] + 1, anterior[j - 1] + coste)
      }
      anterior = actual
    }
    return anterior[y.count]
  }
}
