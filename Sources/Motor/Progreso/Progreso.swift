import Foundation

/// The student's saved progress: `.taller/progreso.json`, keyed by the lesson's `NN`.
///
/// ```json
/// {"formato":1,"lecciones":{"03":{"aprobadas":5,"completada":false,"fallidas":["guardar"],
///  "fecha":"2026-11-29T18:40:12Z","total":7}}}
/// ```
public struct Progreso: Codable, Sendable, Equatable {
  /// The format this checker writes.
  public static let formatoActual = 1
  /// Version of the file's format; today `1`.
  public var formato: Int
  /// Per lesson, keyed by `NN` (`"03"`), which never changes even if lessons are reordered.
  public var lecciones: [String: ProgresoLeccion]

  /// Empty progress.
  public init(lecciones: [String: ProgresoLeccion] = [:]) {
    self.formato = Self.formatoActual
    self.lecciones = lecciones
  }
}

/// The result of the last run of one lesson, and whether the lesson was ever completed.
public struct ProgresoLeccion: Codable, Sendable, Equatable {
  /// Tests that passed (`n` of `n/m`).
  public var aprobadas: Int
  /// Tests the lesson declared then (`m`).
  public var total: Int
  /// Every test passed and every compile-time check held.
  public var completada: Bool
  /// Ids of the tests that did not pass (the `pista` command reads them).
  public var fallidas: [String]
  /// When the run ended (ISO 8601, UTC).
  public var fecha: String
  /// Reserved for the `pista` command: how many hints of each test were shown.
  public var pistasVistas: [String: Int]?
  /// When the lesson was first completed with the tests it declares today (ISO 8601, UTC). It stays
  /// when a later run fails: completion, once earned, sticks (see ``Logro``). `nil` until then.
  public var completadaEl: String?
  /// The ids of the tests the lesson declared when it was completed, sorted. If the lesson declares
  /// another set today (an update added a test), the completion is stale.
  public var pruebasAlCompletar: [String]?
  /// When the binary of this run was built (seconds since 1970; see `BinarioPrivado`): a run whose
  /// binary is older than the saved one does not overwrite it. Absent in files of older checkers.
  public var sello: Double?
  /// What each failed test's report led with in that run (see ``Encabezado``): `pista` continues
  /// that test's help from there. Absent in files of older checkers.
  public var encabezados: [String: Encabezado]?
  /// The failed test that run's report showed in full, lead included (``EjecucionLeccion/primeraQueFalla``);
  /// the others were one line each. `pista` counts a lead as seen only for this test. Absent in
  /// files of older checkers (then no lead counts as seen).
  public var detallada: String?
  /// Set when the newest check of the working copy did not compile (the results above are those
  /// of the last run that did): `pista` leads with that error, never with «completada». Cleared by
  /// the next run that executes. Absent in files of older checkers.
  public var sinCompilar: SinCompilar?

  /// A check that did not compile: when, and the first error and its explanation as the report
  /// showed them.
  public struct SinCompilar: Codable, Sendable, Equatable {
    /// When (ISO 8601, UTC).
    public var fecha: String
    /// The first error's header (`Sources/Workbook/Leccion01/Contador.swift:12:7: error: …`), if any.
    public var error: String?
    /// The Spanish explanation of that error as a checker before 4 Dec 2026 saved it (read, never
    /// written now: see ``diagnostico``).
    public var explicacion: String?
    /// The id of the known diagnostic that explained that error (``DiagnosticoConocido/id``), if
    /// one did; the reader finds its text in the lesson's table.
    public var diagnostico: String?
    /// In a per-exercise lesson whose other exercises were built and tested, the first exercise
    /// that did not compile (its tests counted as failed); `nil` when the lesson did not compile.
    public var ejercicio: Int?

    /// A check that did not compile, with when, its first error as the report showed it and the
    /// known diagnostic that explained it.
    public init(fecha: String, error: String?, diagnostico: String?, explicacion: String? = nil, ejercicio: Int? = nil) {
      self.fecha = fecha
      self.error = error
      self.diagnostico = diagnostico
      self.explicacion = explicacion
      self.ejercicio = ejercicio
    }
  }

  /// A lesson's progress entry, as `.taller/progreso.json` stores it.
  public init(
    aprobadas: Int, total: Int, completada: Bool, fallidas: [String], fecha: String,
    pistasVistas: [String: Int]? = nil, completadaEl: String? = nil, pruebasAlCompletar: [String]? = nil,
    sello: Double? = nil
  ) {
    self.sello = sello
    self.aprobadas = aprobadas
    self.total = total
    self.completada = completada
    self.fallidas = fallidas
    self.fecha = fecha
    self.pistasVistas = pistasVistas
    self.completadaEl = completadaEl
    self.pruebasAlCompletar = pruebasAlCompletar
  }
}
