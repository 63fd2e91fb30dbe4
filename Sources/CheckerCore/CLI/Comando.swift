/// What the command line asks for.
public enum Comando: Sendable, Equatable {
  /// `checker`: the course overview.
  case resumen
  /// `checker leccion3`: check one lesson.
  case leccion(Int, json: Bool)
  /// `checker todas`: check every lesson.
  case todas(json: Bool)
  /// `--ayuda` / `--help` on any command; the command it was given with, if any.
  case ayuda(AyudaDe)

  /// Which help text to show.
  public enum AyudaDe: Sendable, Equatable {
    /// The general usage.
    case general
    /// `checker leccionN --ayuda`.
    case leccion
    /// `checker todas --ayuda`.
    case todas
  }

  /// Interprets `argumentos` (without the program name).
  /// - Parameter lecciones: The lesson numbers of the catalog (to reject unknown ones).
  /// - Throws: ``ErrorUso`` for an unknown command, lesson or option.
  public static func interpretar(_ argumentos: [String], lecciones: [Int]) throws(ErrorUso) -> Comando {
    var json = false
    var ayuda = false
    var posicionales: [String] = []
    for argumento in argumentos {
      switch argumento {
      case "--json": json = true
      case "--ayuda", "--help", "-h", "ayuda": ayuda = true
      case let opcion where opcion.hasPrefix("-") && NombreLeccion.numero(opcion) == nil:
        throw ErrorUso.opcionDesconocida(opcion)
      default: posicionales.append(argumento)
      }
    }
    let texto = posicionales.joined(separator: " ")
    if texto.isEmpty {
      if ayuda { return .ayuda(.general) }
      if json { throw ErrorUso.opcionDesconocida("--json") }
      return .resumen
    }
    if NombreLeccion.normalizar(texto) == "todas" {
      return ayuda ? .ayuda(.todas) : .todas(json: json)
    }
    if let numero = NombreLeccion.numero(texto) {
      if ayuda { return .ayuda(.leccion) }
      guard lecciones.contains(numero) else { throw ErrorUso.leccionInexistente(numero) }
      return .leccion(numero, json: json)
    }
    if ayuda { return .ayuda(.general) }
    let candidatos = ["todas"] + lecciones.sorted().map { "leccion\($0)" }
    throw ErrorUso.desconocido(texto, sugerencia: Sugerencias.mejor(para: texto, entre: candidatos))
  }
}

/// A usage error (exit 64).
public enum ErrorUso: Error, Sendable, Equatable {
  /// Neither a command nor a lesson; the closest valid word, if any.
  case desconocido(String, sugerencia: String?)
  /// A lesson number the course does not have.
  case leccionInexistente(Int)
  /// An option no command accepts.
  case opcionDesconocida(String)
  /// Not inside a workbook.
  case fueraDelTaller(String)
}
