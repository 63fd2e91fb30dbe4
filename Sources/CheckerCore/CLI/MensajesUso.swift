/// Help texts and usage errors of the CLI, in Spanish.
public enum MensajesUso {
  /// `checker --ayuda`.
  public static let general = """
    Taller TCA: comprueba tus ejercicios de The Composable Architecture.

    Uso:
      swift run checker                  resumen del curso y la siguiente lección
      swift run checker leccion3         compila y comprueba la lección 3
      swift run checker leccion3 --json  lo mismo, como un documento JSON
      swift run checker todas            comprueba todas las lecciones, una tras otra

    La lección se puede escribir como leccion3, leccion03, 3, lección3 o "lección 3".
    Todas las órdenes aceptan --ayuda (o --help).

    Códigos de salida: 0 todo pasa · 1 alguna prueba falla · 2 algo no compila ·
    64 uso incorrecto · 70 error interno · 130 interrumpido (Ctrl-C).
    """

  /// `checker leccion3 --ayuda`.
  public static let leccion = """
    Uso: swift run checker leccionN [--json]

    Compila solo la lección N y sus pruebas ocultas, ejecuta cada prueba por separado (con un
    tiempo máximo), comprueba las garantías de tipos y guarda tu progreso en .taller/progreso.json.
    Con --json escribe un único documento JSON en la salida estándar (campos de results.json de
    exercism, versión 2, más los del taller).

    Códigos de salida: 0 todas pasan · 1 alguna falla · 2 no compila · 70 error interno ·
    130 interrumpido.
    """

  /// `checker todas --ayuda`.
  public static let todas = """
    Uso: swift run checker todas [--json]

    Comprueba cada lección en el orden del curso, compilando cada una por separado (un error en
    una lección no impide comprobar las demás), y termina con una tabla resumen. El código de
    salida es el más grave de todos los vistos.
    """

  /// The `error:` line(s) for a usage error, ending with a newline.
  public static func error(_ error: ErrorUso, lecciones: [Int]) -> String {
    let validas = MensajesUso.validas(lecciones)
    switch error {
    case .desconocido(let texto, let sugerencia):
      var lineas = ["error: no conozco la orden ni la lección '\(texto)'."]
      if let sugerencia { lineas.append("¿Quisiste decir '\(sugerencia)'?") }
      lineas.append(validas)
      lineas.append("Consulta 'swift run checker --ayuda'.")
      return lineas.joined(separator: "\n") + "\n"
    case .leccionInexistente(let numero):
      return "error: no existe la lección \(numero).\n\(validas)\n"
    case .opcionDesconocida(let opcion):
      return "error: la opción '\(opcion)' no es válida aquí.\nConsulta 'swift run checker --ayuda'.\n"
    case .fueraDelTaller(let carpeta):
      return "error: '\(carpeta)' no está dentro de un Taller TCA (no encuentro Package.swift junto a "
        + "una carpeta Lessons/). Ejecuta el checker desde la carpeta del taller.\n"
    }
  }

  /// `Lecciones válidas: leccion1, leccion2, …`
  static func validas(_ lecciones: [Int]) -> String {
    lecciones.isEmpty
      ? "El taller no tiene lecciones."
      : "Lecciones válidas: " + lecciones.sorted().map { "leccion\($0)" }.joined(separator: ", ") + "."
  }
}
