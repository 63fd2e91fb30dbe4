/// One exercise of a per-exercise lesson (`leccion.json`'s `ejercicios`): a small feature in its
/// own files that is compiled on its own, so one unfixed exercise does not hide the others.
///
/// A lesson with `ejercicios` is checked exercise by exercise: each exercise's files are compiled
/// alone against the runtime; the hidden tests then run against a module assembled from the
/// exercises that compile (the student's files) and, for the others, `Solucion/`'s files, whose
/// tests are reported as failing «no compila» without running. Lesson 5 (diagnostics displaced by
/// macros) starts with every exercise not compiling on purpose.
///
/// ```json
/// { "numero": 1, "titulo": "El nombre que busca la conformidad", "archivos": ["Pedido.swift"],
///   "pruebas": ["pedidoSumaTazas"], "diagnostico": "does not conform to protocol 'Reducer'",
///   "explicacion": "accion-renombrada-desplazada",
///   "dondeMirar": "La declaración de los tipos anidados de `Pedido`, no la línea del error." }
/// ```
public struct EjercicioDeclarado: Codable, Sendable, Equatable {
  /// 1-based number, shown as «Ejercicio N».
  public var numero: Int
  /// What the exercise is about, in Spanish.
  public var titulo: String
  /// Its files, relative to the lesson's source folder (`Pedido.swift`); no file belongs to two
  /// exercises, and together they are every `.swift` file of `Plantilla/`.
  public var archivos: [String]
  /// Ids of the hidden tests that check this exercise's feature.
  public var pruebas: [String]
  /// Substring of the error the `Plantilla/` version must give (verified by `verificar`).
  public var diagnostico: String
  /// Id of the known-diagnostic entry that explains it.
  public var explicacion: String
  /// Where the cause really is, in Spanish: shown under the diagnostic while it does not compile.
  public var dondeMirar: String

  /// An exercise of a per-exercise lesson as `leccion.json` would declare it (used by tests and `nueva-leccion`).
  public init(
    numero: Int, titulo: String, archivos: [String], pruebas: [String], diagnostico: String,
    explicacion: String, dondeMirar: String
  ) {
    self.numero = numero
    self.titulo = titulo
    self.archivos = archivos
    self.pruebas = pruebas
    self.diagnostico = diagnostico
    self.explicacion = explicacion
    self.dondeMirar = dondeMirar
  }
}
