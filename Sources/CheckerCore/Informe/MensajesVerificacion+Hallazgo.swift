import Motor

extension MensajesVerificacion {
  /// `lección 3 · Solucion: <detalle>` followed by the compiler's errors indented four spaces.
  static func hallazgo(_ hallazgo: Hallazgo) -> String {
    var donde: [String] = []
    if let leccion = hallazgo.leccion { donde.append("lección \(leccion)") }
    if let fuente = hallazgo.fuente { donde.append(fuente == Hallazgo.fuenteCopiaDeTrabajo ? fuenteCopiaDeTrabajo : fuente) }
    let cabecera = donde.isEmpty ? hallazgo.detalle : donde.joined(separator: " · ") + ": " + hallazgo.detalle
    guard !hallazgo.lineasCompilador.isEmpty else { return cabecera }
    return cabecera + "\n" + hallazgo.lineasCompilador.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
  }
}

extension Hallazgo {
  /// What is wrong, in Spanish (``MensajesVerificacion/detalle(_:)`` of ``motivo``).
  public var detalle: String { MensajesVerificacion.detalle(motivo) }

  /// `lección 3 · Solucion: <detalle>` followed by the compiler's lines: how `verificar` and the
  /// integrity suite print a finding.
  public var texto: String { MensajesVerificacion.hallazgo(self) }

  /// The compiler's lines to show under it: why an exercise could not be compiled, if that is the
  /// case, then the compiler's errors verbatim.
  public var lineasCompilador: [String] {
    (problemaEjercicio.map { [MensajesEjercicios.problema($0)] } ?? []) + compilador
  }

  /// The exit status this finding calls for: 130 interrupted, 70 internal, 2 a source that does
  /// not compile when it should, 1 any other problem.
  public var codigo: CodigoSalida {
    switch clase {
    case .interrumpido: .interrumpido
    case .interno: .interno
    case .noCompila: .noCompila
    default: .fallo
    }
  }
}

extension PasoVerificacion {
  /// The name the step is shown with (`Archivos y metadatos`, `Plantilla`, `Variantes/error-…`).
  public var nombre: String { MensajesVerificacion.nombre(etapa) }

  /// What the step proved, in one line, with the note of a rebuild after a crash.
  public var textoResumen: String {
    MensajesVerificacion.resumen(resumen) + (recompiladaTrasCaida ? MensajesVerificacion.recompiladaTrasCaida : "")
  }

  /// The most severe exit status of its findings (0 when none).
  public var codigoSalida: CodigoSalida {
    hallazgos.map(\.codigo).reduce(.exito, CodigoSalida.masGrave)
  }
}

extension VerificacionLeccion {
  /// The most severe exit status of its findings (0 when the lesson is sound).
  public var codigoSalida: CodigoSalida {
    pasos.map(\.codigoSalida).reduce(.exito, CodigoSalida.masGrave)
  }
}
