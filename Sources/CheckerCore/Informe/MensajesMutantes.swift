import Foundation
import Motor

/// Spanish texts of `checker verificar --mutantes`.
enum MensajesMutantes {
  /// Why a mutant could not be checked.
  static func problema(_ problema: VerificacionMutantes.Problema) -> String {
    switch problema {
    case .interrumpida: MensajesChecker.interrumpidoInforme
    case .revision(let error, let leccion): MensajesChecker.errorRevision(error, leccion: leccion)
    case .rechazo(let rechazo, let leccion): MensajesChecker.rechazo(rechazo, leccion: leccion)
    case .escritura(let detalle): detalle
    }
  }

  /// The lesson's heading.
  static func titulo(_ leccion: Leccion, cuantos: Int) -> String {
    "Mutantes de la lección \(leccion.numero) · \(leccion.titulo): \(cuantos)"
      + " (· matado  ✗ sobrevive  = equivalente  - no compila)"
  }

  /// The counts, the score and the time.
  static func resumen(_ informe: VerificacionMutantes.InformeMutantes) -> [String] {
    let equivalentes = informe.cuantos { if case .equivalente = $0 { true } else { false } }
    let noCompilan = informe.cuantos { $0 == .noCompila }
    var lineas = [
      "\(informe.matados) matados · \(informe.supervivientes.count) sobreviven · \(equivalentes) equivalentes · "
        + "\(noCompilan) no compilan (descartados)"
    ]
    let clases = Dictionary(grouping: informe.resultados.compactMap(\.clasePrimero), by: { $0 }).mapValues(\.count)
    if !clases.isEmpty {
      let nombres = ["error": "un error típico", "paso": "la pista de un paso", "pista": "la pista de una prueba", "analizador": "un analizador"]
      lineas.append("Lo primero que leería el alumno: " + clases.sorted { $0.key < $1.key }
        .map { "\(nombres[$0.key] ?? $0.key) en \($0.value)" }.joined(separator: " · "))
    }
    let tiempo = MensajesMutantes.duracion(informe.segundos)
    if let puntuacion = informe.puntuacion {
      let porcentaje = String(format: "%.1f", puntuacion * 100).replacingOccurrences(of: ".", with: ",")
      lineas.append("Puntuación: \(porcentaje) % (\(informe.matados) de \(informe.matados + informe.supervivientes.count)) · \(tiempo)")
    } else {
      lineas.append("Sin mutantes que puntuar · \(tiempo)")
    }
    let archivos = informe.porArchivo
    if archivos.count > 1 {
      lineas.append("Por archivo: " + archivos.map { "\($0.archivo) \($0.matados) de \($0.matados + $0.supervivientes)" }
        .joined(separator: " · "))
    }
    return lineas
  }

  /// `id (Solucion/Ajustes.swift:42): «antes» → «después»`.
  static func describir(_ mutante: Mutante, leccion: Leccion) -> String {
    let despues = mutante.despues.isEmpty ? "(borrada)" : "«\(mutante.despues)»"
    return "\(mutante.id) (\(leccion.carpetaFuente(.solucion))/\(mutante.archivo):\(mutante.linea)): «\(mutante.antes)» → \(despues)"
  }

  /// A killed mutant whose report leads with a mistake that lives elsewhere.
  static func sobreajuste(_ mutante: Mutante, error: String, donde: DondeError?, leccion: Leccion) -> String {
    let suyo = "\(mutante.archivo)" + (mutante.caso.map { " · caso \($0)" } ?? "")
    let declarado = (donde?.todosLosArchivos.joined(separator: ", ") ?? "?") + (donde?.caso.map { " · caso \($0)" } ?? "")
    return "sobreajuste: el mutante \(mutante.id) (\(suyo), línea \(mutante.linea): «\(mutante.antes)» → «\(mutante.despues)») "
      + "muestra primero el error típico '\(error)', que según leccion.json vive en \(declarado). Que la prueba "
      + "levante ese error solo cuando vea lo que lo distingue, o da primero el hecho observado."
  }

  /// Typical mistakes without `donde`.
  static func sinDonde(_ ids: [String]) -> String {
    "estos errores típicos no dicen dónde viven (`donde` en leccion.json), así que no se puede medir si "
      + "sobreajustan: " + ids.joined(separator: ", ")
  }

  /// A `mutantesEquivalentes` entry that names no mutant of today's `Solucion/`.
  static func equivalenteSobrante(_ id: String) -> String {
    "leccion.json declara equivalente '\(id)', que ya no es un mutante de Solucion/ (¿cambió esa línea?): "
      + "quita esa entrada de `mutantesEquivalentes`."
  }

  /// `2 min 10 s`, `45 s`.
  static func duracion(_ segundos: Double) -> String {
    let total = Int(segundos.rounded())
    return total >= 60 ? "\(total / 60) min \(total % 60) s" : "\(total) s"
  }
}
