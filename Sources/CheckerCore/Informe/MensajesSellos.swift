import Motor

/// What `checker verificar --cambiadas` says of each lesson's seal (``Sellador``), before its proof.
public enum MensajesSellos {
  /// `◇ Lección 3 · sellada: …` (skipped) or `◆ Lección 3 · se prueba: cambió el motor y el runtime`.
  /// - Parameter decision: `nil` when `swift --version` could not be read.
  public static func decision(_ leccion: Leccion, _ decision: DecisionSello?) -> String {
    let nombre = "Lección \(leccion.numero)"
    guard let decision else { return "◆ \(nombre) · se prueba: no se pudo leer `swift --version`" }
    switch decision.estado {
    case .sellada where decision.omitir:
      return "◇ \(nombre) · sellada (\(decision.clave.texto)): todo lo que lee su prueba es como en su "
        + "última prueba verde; no se repite"
    case .sellada: return "◆ \(nombre) · se prueba: \(SellosPrueba.variableSinSellos)=1"
    case .sinSello: return "◆ \(nombre) · se prueba: no tiene sello \(decision.clave.texto) en \(SellosPrueba.archivo)"
    case .cambiada(let partes):
      return "◆ \(nombre) · se prueba: cambió " + enumerar(partes.map(parte))
    }
  }

  /// The Spanish name of a part of ``EntradasPrueba``.
  static func parte(_ nombre: String) -> String {
    switch nombre {
    case "leccion": "su carpeta de Lessons/"
    case "pruebas": "sus pruebas ocultas"
    case "workbook": "su copia de trabajo"
    case "runtime": "el runtime"
    case "arnes": "el arnés"
    case "motor": "el motor"
    case "manifiesto": "Package.swift"
    case "huellas": "sus huellas en Lessons/huellas.json"
    case "integridad": "el código que la juzga"
    case "toolchain": "la toolchain"
    default: nombre
    }
  }

  /// `a`, `a y b`, `a, b y c`.
  static func enumerar(_ partes: [String]) -> String {
    guard let ultima = partes.last else { return "" }
    return partes.count == 1 ? ultima : partes.dropLast().joined(separator: ", ") + " y " + ultima
  }
}
