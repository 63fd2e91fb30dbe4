import Motor

/// Sentences of the compact report's layout (issue 16.6), as named functions.
enum MensajesInforme {
  /// A group's heading: `Ejercicio 4` or `Ejercicio 2 · Un enum anidado sin sus case key paths`.
  static func ejercicio(_ numero: Int, titulo: String?) -> String {
    titulo.map { "Ejercicio \(numero) · \($0)" } ?? "Ejercicio \(numero)"
  }

  /// The heading of the tests no exercise claims, when the others are grouped.
  static let otrasPruebas = "Otras pruebas"

  /// After the one-line entry of the test shown in full above.
  static let detalleArriba = "(detalle arriba)"

  /// Under the list when more than one test fails and only the first is shown in full.
  static func otrosFallos(_ cantidad: Int, leccion numero: Int) -> String {
    let pruebas = cantidad == 1 ? "Otra prueba falla" : "Otras \(cantidad) pruebas fallan"
    return "\(pruebas) (✗); arregla primero la de arriba. Para ver el detalle de todas: "
      + "`swift run -q checker leccion\(numero) --completo`."
  }

  /// Under a time-out's message: where in the student's code the test was when its time ran out.
  static func atascadaEnTuCodigo(_ marco: TrazaFallo.Marco) -> String {
    let funcion = marco.funcion.isEmpty ? "" : ", en `\(marco.funcion)`"
    return "Cuando se acabó el tiempo, la prueba seguía en tu código: \(marco.ubicacion)\(funcion) "
      + "(¿un bucle que no termina?)."
  }

  /// Under a crash's message: where in the student's code it happened (the first frame of theirs).
  static func enTuCodigo(_ marco: TrazaFallo.Marco) -> String {
    let funcion = marco.funcion.isEmpty ? "" : ", en `\(marco.funcion)`"
    return "Ocurrió en tu código: \(marco.ubicacion)\(funcion)."
  }
}
