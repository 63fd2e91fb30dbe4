/// One entry of the known-diagnostics table: a substring of a compiler message and its Spanish
/// explanation.
///
/// Generic entries live in ``TablaDiagnosticos/genericos``; lessons add theirs in `leccion.json`
/// (`diagnosticos`). Every entry must be proven by real compiler output: generic ones by a fixture
/// `Fixtures/Diagnosticos/<id>.swift` compiled in our tests, lesson ones by a `Variantes/error-*`.
public struct DiagnosticoConocido: Codable, Sendable, Equatable {
  /// Stable id (`reducer-sin-conformidad`), used by `leccion.json`'s `explicacion`.
  public var id: String
  /// Substring searched in the compiler's message (and in the notes of its code frame).
  public var patron: String
  /// What it means and how to fix it, in Spanish.
  public var explicacion: String

  /// Creates an entry; see the properties for each field.
  public init(id: String, patron: String, explicacion: String) {
    self.id = id
    self.patron = patron
    self.explicacion = explicacion
  }
}
