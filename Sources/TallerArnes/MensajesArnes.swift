import ComposableArchitecture
import Foundation
import TallerComun

/// Every sentence the harness shows, in Spanish, as named functions (one place to review them).
enum MensajesArnes {
  static let uso = """
    Uso: PruebasLeccionNN [--listar | --ejecutar <id> | --ayuda]
      --listar          muestra los identificadores de las pruebas, uno por línea
      --ejecutar <id>   ejecuta solo esa prueba
      (sin argumentos)  ejecuta todas las pruebas en este proceso y muestra un resumen
    Normalmente no se usa a mano: lo lanza `swift run checker leccionN`.
    """

  static func argumentosInvalidos(_ argumentos: [String]) -> String {
    "error: argumentos no válidos: " + argumentos.map { "'\($0)'" }.joined(separator: " ")
  }

  static func pruebaDesconocida(_ id: String, validas: [String]) -> String {
    "error: no hay ninguna prueba con el identificador '\(id)'. Las pruebas registradas son: "
      + validas.joined(separator: ", ") + "."
  }

  static func idInvalido(_ prueba: Prueba) -> String {
    "error interno: la prueba de \(prueba.archivo):\(prueba.linea) tiene un identificador no válido "
      + "('\(prueba.id)'); usa solo letras ASCII, dígitos, '_' o '-'."
  }

  static func idRepetido(_ prueba: Prueba, anterior: Prueba) -> String {
    "error interno: el identificador '\(prueba.id)' está repetido (\(anterior.archivo):\(anterior.linea) "
      + "y \(prueba.archivo):\(prueba.linea))."
  }

  static func canalNoDisponible(_ ruta: String) -> String {
    "error: no se puede escribir el archivo de eventos '\(ruta)'.\n"
  }

  /// A raised mistake as the binary shows it when run by hand (the checker shows its text instead).
  static func errorTipico(_ error: ErrorTipicoLevantado) -> String {
    let parametros = error.parametros.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return "error típico '\(error.id)'" + (error.paso.map { " en el paso '\($0)'" } ?? "")
      + (parametros.isEmpty ? "" : " (" + parametros.joined(separator: ", ") + ")")
  }

  static func asercionFueraDePrueba(_ mensaje: String, archivo: String, linea: UInt) -> String {
    "\(archivo):\(linea): aserción fuera de una prueba: \(mensaje)\n"
  }

  /// `mensaje`, then the runtime's diff indented four spaces and the legend (the shape of a
  /// `TestStore` failure); both dumps when no dumped line differs.
  /// The first failure of ``esperarSecuencia(_:_:desde:pasos:semilla:accion:modelo:fileID:line:)``.
  static func secuenciaDistinta(
    _ nombre: String, semilla: UInt64, paso: Int, pasos: Int, accion: String, anteriores: [String]
  ) -> String {
    let antes = anteriores.isEmpty ? "" : " Justo antes: \(anteriores.joined(separator: ", "))."
    return "En una secuencia al azar de \(pasos) acciones (\(nombre); semilla \(semilla)), la acción "
      + "número \(paso), \(accion), dejó un estado distinto del esperado.\(antes) La secuencia es la "
      + "misma en cada ejecución. Si las pruebas cortas pasan y esta no, mira si la regla falla con "
      + "otros valores o tras repetir una acción, o si guardas algo fuera del `State` (una `static var`, "
      + "una variable global): el reducer solo debe depender del estado y de la acción."
  }

  /// `action` as a short Swift expression: `.agregarPulsado(nombre: "Pan", precio: 3)`.
  static func accionBreve<A>(_ accion: A) -> String {
    let completa = String(customDumping: accion).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ").replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    guard let punto = completa.range(of: "Action.") else { return completa }
    return "." + completa[punto.upperBound...]
  }

  static func distintos<T>(_ mensaje: String, esperado: T, real: T) -> String {
    guard let lineas = diff(esperado, real) else {
      return """
        \(mensaje)

        Esperado:
        \(sangrar(String(customDumping: esperado), 2))

        Real:
        \(sangrar(String(customDumping: real), 2))
        """
    }
    return "\(mensaje)\n\n\(sangrar(lineas, 4))\n\n(Esperado: −, Real: +)"
  }

  /// Every line of `texto` indented by `espacios`.
  static func sangrar(_ texto: String, _ espacios: Int) -> String {
    let margen = String(repeating: " ", count: espacios)
    return texto.split(separator: "\n", omittingEmptySubsequences: false).map { margen + $0 }
      .joined(separator: "\n")
  }

  static func errorLanzado(_ error: any Error) -> String {
    "La prueba lanzó un error que nadie atrapó: \(String(reflecting: error))"
  }

  static func avisoAusente(_ texto: String, vistos: [String]) -> String {
    if vistos.isEmpty {
      return "Se esperaba un aviso del runtime que contuviera '\(texto)', pero no hubo ningún aviso."
    }
    return "Se esperaba un aviso del runtime que contuviera '\(texto)', pero los avisos fueron:\n"
      + vistos.map { "• " + $0 }.joined(separator: "\n")
  }

  static func accionesDespues(_ mensaje: String, _ acciones: [String]) -> String {
    let cuantas = acciones.count == 1 ? "Llegó después esta acción:" : "Llegaron después estas \(acciones.count) acciones:"
    return mensaje + "\n" + cuantas + "\n" + acciones.map { "    " + $0 }.joined(separator: "\n")
  }

  static func avisosInesperados(_ vistos: [String]) -> String {
    let cuantos = vistos.count == 1 ? "hubo 1" : "hubo \(vistos.count)"
    return "No se esperaba ningún aviso del runtime, pero \(cuantos):\n"
      + vistos.map { "• " + $0 }.joined(separator: "\n")
  }

  static func tiempoAgotado(_ segundos: Double) -> String {
    "tiempo agotado (\(formatoSegundos(segundos)) s): la prueba no terminó a tiempo; ¿un bucle infinito o un efecto que nunca acaba?"
  }

  static func resumen(pasan: Int, fallan: Int) -> String {
    "Resumen: \(pasan) pasan, \(fallan) fallan."
  }

  /// `5` for whole seconds, `2.5` otherwise.
  static func formatoSegundos(_ segundos: Double) -> String {
    segundos == segundos.rounded() ? String(Int(segundos)) : String(format: "%.1f", segundos)
  }
}
