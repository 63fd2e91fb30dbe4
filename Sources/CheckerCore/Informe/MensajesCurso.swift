import Motor

/// Spanish messages about the course's own files (``HuellasCurso``): a changed hidden test, runtime
/// file or `leccion.json`, and the instructor's `huellas` command.
enum MensajesCurso {
  /// Paths listed before «y N más».
  static let maximoListado = 8

  /// The warning that leads a lesson's report when course files of the lesson changed.
  static func aviso(_ cambios: [CambioCurso]) -> [String] {
    var lineas = [
      "Aviso: estos archivos del curso no son como los trae el taller, así que la lección se comprueba "
        + "pero no se marcará como completada:"
    ]
    lineas += cambios.prefix(maximoListado).map { "  • \($0.ruta) (\(nombre($0.tipo)))" }
    if cambios.count > maximoListado { lineas.append("  • y \(cambios.count - maximoListado) más") }
    lineas.append(arreglo(cambios))
    return lineas
  }

  /// The line after the bar when every test passes but course files changed.
  static let cursoImpideCompletar =
    "Las pruebas pasan, pero la lección no cuenta como completada mientras los archivos del curso del "
    + "aviso de arriba no sean los del taller."

  /// How to put the course files back.
  static func arreglo(_ cambios: [CambioCurso]) -> String {
    let recuperables = cambios.filter { $0.tipo != .anadido }.map(\.ruta)
    let anadidos = cambios.filter { $0.tipo == .anadido }.map(\.ruta)
    var partes: [String] = []
    if !recuperables.isEmpty {
      partes.append("recupéralos con `git checkout -- \(recuperables.map(Self.citar).joined(separator: " "))`")
    }
    if !anadidos.isEmpty {
      partes.append("borra los añadidos (`rm \(anadidos.map(Self.citar).joined(separator: " "))`)")
    }
    return "Si no los cambiaste a propósito, " + partes.joined(separator: " y ")
      + " y vuelve a ejecutar el checker; tu código de Sources/Workbook no se toca."
  }

  /// What `checker huellas` wrote.
  /// - Parameter cambios: How many differ from the previous file's, or `nil` when there was none.
  static func huellasEscritas(_ archivo: String, archivos: Int, cambios: Int?) -> String {
    let detalle = switch cambios {
    case nil: "el archivo es nuevo"
    case 0: "ninguna cambió"
    case 1: "1 cambió"
    case let cambios?: "\(cambios) cambiaron"
    }
    return "Anotadas en \(archivo) las huellas de \(archivos) archivos del curso (\(detalle)). "
      + "Súbelo junto con los archivos que cambiaste."
  }

  /// `checker huellas` could not write the file.
  static func huellasNoEscritas(_ archivo: String, _ detalle: String) -> String {
    "No se pudo escribir \(archivo): \(detalle). Comprueba que la carpeta Lessons/ existe y se "
      + "puede escribir (y que queda espacio en el disco), y vuelve a ejecutar la orden."
  }

  /// `verificar`: the recorded fingerprints are not those of the course files.
  static func huellasDesactualizadas(_ cambios: [CambioCurso], archivo: String) -> String {
    var lineas = ["Las huellas de \(archivo) no son las de los archivos del curso:"]
    lineas += cambios.prefix(maximoListado).map { "  • \($0.ruta) (\(nombre($0.tipo)))" }
    if cambios.count > maximoListado { lineas.append("  • y \(cambios.count - maximoListado) más") }
    lineas.append(
      "Si esos cambios son del curso, anótalos con `swift run -q checker huellas`; si no, deshazlos. "
        + "Hasta entonces, el checker avisa a cada alumno y no marca esas lecciones como completadas.")
    return lineas.joined(separator: "\n")
  }

  /// `modificado`, `borrado`, `añadido`.
  static func nombre(_ tipo: CambioCurso.Tipo) -> String {
    switch tipo {
    case .modificado: "modificado"
    case .falta: "borrado"
    case .anadido: "añadido"
    }
  }

  /// A path as a shell word: quoted when it holds anything but letters, digits and `/._-+`.
  static func citar(_ ruta: String) -> String {
    let simples = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+")
    return ruta.allSatisfy(simples.contains) ? ruta : "'" + ruta.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
