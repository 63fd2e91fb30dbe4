import Motor

/// One step of a lesson's verification: the static checks, or one source built and run.
public struct PasoVerificacion: Sendable, Equatable {
  /// What the step looked at: `Archivos y metadatos`, `Plantilla`, `Solucion`, `alternativa-…`.
  public var nombre: String
  /// What was proven when the step found nothing (`compila y falla las 9 pruebas`).
  public var resumen: String
  /// What the step found wrong; empty when it passed.
  public var hallazgos: [Hallazgo]
  /// Seconds the step took (build and runs).
  public var duracion: Double
  /// Which module interface the build produced (``InterfacesLeccion``), when it built.
  public var interfaz: Int?

  /// One step of verifying a lesson, with its summary line and findings.
  public init(nombre: String, resumen: String, hallazgos: [Hallazgo], duracion: Double = 0) {
    self.nombre = nombre
    self.resumen = resumen
    self.hallazgos = hallazgos
    self.duracion = duracion
  }

  /// Whether the step found nothing.
  public var correcto: Bool { hallazgos.isEmpty }

  /// The most severe exit status of its findings (0 when none).
  public var codigoSalida: CodigoSalida {
    hallazgos.map(\.codigo).reduce(.exito, CodigoSalida.masGrave)
  }
}

/// Everything `checker verificar` and the integrity suite found about one lesson, step by step.
public struct VerificacionLeccion: Sendable, Equatable {
  /// The lesson.
  public var leccion: Leccion
  /// The steps, in the order they ran.
  public var pasos: [PasoVerificacion]

  /// The verification of one lesson, step by step.
  public init(leccion: Leccion, pasos: [PasoVerificacion]) {
    self.leccion = leccion
    self.pasos = pasos
  }

  /// Every finding of every step, in order.
  public var hallazgos: [Hallazgo] { pasos.flatMap(\.hallazgos) }

  /// The most severe exit status of its findings (0 when the lesson is sound).
  public var codigoSalida: CodigoSalida {
    pasos.map(\.codigoSalida).reduce(.exito, CodigoSalida.masGrave)
  }

  /// Whether Ctrl-C stopped it.
  public var interrumpida: Bool { codigoSalida == .interrumpido }
}
