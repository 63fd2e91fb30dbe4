import Foundation

/// The outcome of compiling one exercise on its own.
public struct EjercicioCompilado: Sendable, Equatable {
  /// The declaration.
  public var ejercicio: EjercicioDeclarado
  /// Its `error:` diagnostics (paths relative to the workbook), in file and line order; empty
  /// when it compiles.
  public var errores: [DiagnosticoCompilador]
  /// For each error, the known diagnostic that explains it (same order; `nil` if none).
  public var explicaciones: [DiagnosticoConocido?]
  /// Why it could not be compiled at all (a file missing, `swiftc` did not start, time-out).
  public var problema: ProblemaEjercicio?

  /// How one exercise of a per-exercise lesson built.
  public init(
    ejercicio: EjercicioDeclarado, errores: [DiagnosticoCompilador] = [],
    explicaciones: [DiagnosticoConocido?] = [], problema: ProblemaEjercicio? = nil
  ) {
    self.ejercicio = ejercicio
    self.errores = errores
    self.explicaciones = explicaciones
    self.problema = problema
  }

  /// Whether the exercise compiled: its files go into the module the hidden tests run against.
  public var compila: Bool { errores.isEmpty && problema == nil }

  /// The indices of the errors that show the exercise's own diagnostic (``EjercicioDeclarado/diagnostico``
  /// in the message or in a note): the evidence that the student is still at the exercise's
  /// starting mistake. Once the student changed the code into another error, what the lesson says
  /// about the starting one (where to look) no longer holds.
  public var conSuDiagnostico: [Int] { errores(con: ejercicio.diagnostico) }

  /// The indices of the errors whose message or one of whose notes contains `diagnostico`.
  public func errores(con diagnostico: String) -> [Int] {
    errores.indices.filter {
      errores[$0].mensaje.contains(diagnostico) || errores[$0].notas.contains { $0.contains(diagnostico) }
    }
  }
}

/// Why an exercise could not be compiled at all.
public enum ProblemaEjercicio: Sendable, Equatable {
  /// One of its files is missing: the path relative to the root, and the lesson's number (for the
  /// `reiniciar` command the message suggests).
  case faltaArchivo(ruta: String, leccion: Int)
  /// `swiftc` could not be started.
  case swiftcNoArranca
  /// `swiftc` did not finish within its limit.
  case swiftcSinTiempo
  /// `swiftc` failed without any `error:` line; what it wrote on stderr (may be empty).
  case fallaSinError(detalle: String)
  /// `swiftc` cannot load the runtime module that `swift build` just made: they are not of the same
  /// toolchain (``RevisorGarantias/problemaDeToolchain(_:)``). The programs used, and the line
  /// that says so.
  case toolchainDistinta(swift: String, swiftc: String, linea: String)
}
