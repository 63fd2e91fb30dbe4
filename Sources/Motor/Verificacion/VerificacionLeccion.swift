/// One step of a lesson's verification: the static checks, or one source built and run.
public struct PasoVerificacion: Sendable, Equatable {
  /// What a step looked at (`CheckerCore` names it: `Archivos y metadatos`, `Plantilla`…).
  public enum Etapa: Sendable, Equatable {
    /// Metadata, files, `// TODO:` marks and the working copy, without building.
    case archivos
    /// Informational: which tests each variant fails (it never fails).
    case acoplamientos
    /// No source was built (`leccion.json` missing or invalid).
    case compilaciones
    /// One source built and run: `Plantilla`, `Solucion` or `Variantes/<carpeta>`.
    case fuente(String)
  }

  /// What a step proved when it found nothing, with the values its Spanish line names.
  public enum Resumen: Sendable, Equatable {
    /// Nothing to say.
    case ninguno
    /// The static checks are in order.
    case archivos
    /// Per variant, which tests fail, and how many variants were written blind.
    case acoplamientos([AcoplamientoVariante], RecuentoCiegas)
    /// The Plantilla compiles and fails every one of its `pruebas` tests.
    case plantilla(pruebas: Int)
    /// A per-exercise Plantilla: every one of its `ejercicios` fails to compile as declared.
    case plantillaPorEjercicios(ejercicios: Int, pruebas: Int)
    /// Every test and compile-time check passes.
    case pasa(pruebas: Int, garantias: Int)
    /// Exactly the declared tests fail and checks break.
    case falla(pruebas: [String], garantias: [String])
    /// A `falla` variant that only an analyzer objects to, as declared.
    case soloAnalisis
    /// It does not compile, with the declared diagnostic and explanation.
    case noCompila(diagnostico: String, explicacion: String)
    /// A toolchain with assertions stopped on it (at `ubicacion`) where it must not compile.
    case compiladorDetenido(diagnostico: String, ubicacion: String?)
  }

  /// What the step looked at.
  public var etapa: Etapa
  /// What was proven when the step found nothing (`compila y falla las 9 pruebas`).
  public var resumen: Resumen
  /// What the step found wrong; empty when it passed.
  public var hallazgos: [Hallazgo]
  /// Seconds the step took (build and runs).
  public var duracion: Double
  /// Which module interface the build produced (``InterfacesLeccion``), when it built.
  public var interfaz: Int?
  /// Its first binary stopped with no Swift message and the lesson was built again from scratch
  /// (``InformeLeccion/recompiladaTrasCaida``).
  public var recompiladaTrasCaida = false

  /// One step of verifying a lesson, with its summary and findings.
  public init(etapa: Etapa, resumen: Resumen, hallazgos: [Hallazgo], duracion: Double = 0) {
    self.etapa = etapa
    self.resumen = resumen
    self.hallazgos = hallazgos
    self.duracion = duracion
  }

  /// Whether the step found nothing.
  public var correcto: Bool { hallazgos.isEmpty }

  /// Whether Ctrl-C stopped it.
  public var interrumpido: Bool { hallazgos.contains { $0.clase == .interrumpido } }
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

  /// Whether Ctrl-C stopped it.
  public var interrumpida: Bool { pasos.contains(where: \.interrumpido) }
}
