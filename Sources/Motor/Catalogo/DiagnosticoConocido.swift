/// One entry of the known-diagnostics table: a substring of a compiler message and its Spanish
/// explanation.
///
/// Generic entries live in ``TablaDiagnosticos/genericos`` (data only); lessons add theirs in `leccion.json`
/// (`diagnosticos`). Every entry must be proven by real compiler output: generic ones by a fixture
/// `Fixtures/Diagnosticos/<id>.swift` compiled in our tests, lesson ones by a `Variantes/error-*`.
///
/// Compilers word the same error differently across versions (Swift 6.0 says «no exact matches in
/// call to instance method 'ifLet'» where 6.3 names both key-path types), so an entry may accept
/// other wordings (`otrosPatrones`, optional in JSON) and records the toolchains it was seen with
/// (`vistoCon`, optional, informative), as the type guarantees' `visto-con` does.
public struct DiagnosticoConocido: Codable, Sendable, Equatable {
  /// Stable id (`reducer-sin-conformidad`), used by `leccion.json`'s `explicacion`.
  public var id: String
  /// Substring searched in the compiler's message (and in the notes of its code frame).
  public var patron: String
  /// Other accepted substrings: the same error as another compiler version words it.
  public var otrosPatrones: [String]
  /// Toolchain versions the entry was seen to match with (`["6.3.1", "6.0.3"]`).
  public var vistoCon: [String]
  /// What it means and how to fix it, in Spanish: a lesson's entry brings it from `leccion.json`;
  /// a generic entry (``TablaDiagnosticos/genericos``) has none here, the command-line layer's
  /// `MensajesDiagnosticos` holds its text by ``id``.
  public var explicacion: String
  /// Whether the entry explains only errors located in the hidden tests (`Tests/Exercises/…`,
  /// issue 33.4): «tu código no ofrece lo que las pruebas usan», never «edita tu reducer». Such an
  /// error is matched against these entries first; an entry with `false` matches anywhere.
  public var enPruebas: Bool
  /// Public reports of this compile error by TCA users (issue 33.4): the URL of each, each one
  /// reproduced by `Fixtures/Diagnosticos/Informes/*.swift` (checked by `swift test`).
  public var informes: [String]

  /// Creates an entry that matches `patron` or any of `otrosPatrones`.
  public init(
    id: String, patron: String, otrosPatrones: [String] = [], vistoCon: [String] = [], enPruebas: Bool = false,
    informes: [String] = [], explicacion: String = ""
  ) {
    self.id = id
    self.patron = patron
    self.otrosPatrones = otrosPatrones
    self.vistoCon = vistoCon
    self.enPruebas = enPruebas
    self.informes = informes
    self.explicacion = explicacion
  }

  enum CodingKeys: String, CodingKey {
    case id, patron, otrosPatrones, vistoCon, enPruebas, informes, explicacion
  }

  /// Decodes an entry of `leccion.json`; `otrosPatrones`, `vistoCon`, `enPruebas` and `informes` may be absent.
  public init(from decoder: any Decoder) throws {
    let valores = try decoder.container(keyedBy: CodingKeys.self)
    id = try valores.decode(String.self, forKey: .id)
    patron = try valores.decode(String.self, forKey: .patron)
    otrosPatrones = try valores.decodeIfPresent([String].self, forKey: .otrosPatrones) ?? []
    vistoCon = try valores.decodeIfPresent([String].self, forKey: .vistoCon) ?? []
    enPruebas = try valores.decodeIfPresent(Bool.self, forKey: .enPruebas) ?? false
    informes = try valores.decodeIfPresent([String].self, forKey: .informes) ?? []
    explicacion = try valores.decode(String.self, forKey: .explicacion)
  }

  /// Encodes the entry, leaving out empty `otrosPatrones` and `vistoCon` a `false` `enPruebas` and empty `informes`.
  public func encode(to encoder: any Encoder) throws {
    var valores = encoder.container(keyedBy: CodingKeys.self)
    try valores.encode(id, forKey: .id)
    try valores.encode(patron, forKey: .patron)
    if !otrosPatrones.isEmpty { try valores.encode(otrosPatrones, forKey: .otrosPatrones) }
    if !vistoCon.isEmpty { try valores.encode(vistoCon, forKey: .vistoCon) }
    if enPruebas { try valores.encode(enPruebas, forKey: .enPruebas) }
    if !informes.isEmpty { try valores.encode(informes, forKey: .informes) }
    try valores.encode(explicacion, forKey: .explicacion)
  }

  /// Every accepted substring: ``patron`` first, then ``otrosPatrones``.
  public var patrones: [String] { [patron] + otrosPatrones }
}
