import Foundation
import Motor

/// Spanish texts of `checker verificar --mutantes`.
enum MensajesMutantes {
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
    let tiempo = MensajesMutantes.duracion(informe.segundos)
    if let puntuacion = informe.puntuacion {
      let porcentaje = String(format: "%.1f", puntuacion * 100).replacingOccurrences(of: ".", with: ",")
      lineas.append("Puntuación: \(porcentaje) % (\(informe.matados) de \(informe.matados + informe.supervivientes.count)) · \(tiempo)")
    } else {
      lineas.append("Sin mutantes que puntuar · \(tiempo)")
    }
    return lineas
  }

  /// `id (Solucion/Ajustes.swift:42): «antes» → «después»`.
  static func describir(_ mutante: Mutante, leccion: Leccion) -> String {
    let despues = mutante.despues.isEmpty ? "(borrada)" : "«\(mutante.despues)»"
    return "\(mutante.id) (\(leccion.carpetaFuente(.solucion))/\(mutante.archivo):\(mutante.linea)): «\(mutante.antes)» → \(despues)"
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
