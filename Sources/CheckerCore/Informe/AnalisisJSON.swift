import Motor

/// One analyzer finding in `--json` (`analisis` of ``DocumentoJSON``).
///
/// ```json
/// {"id": "reducer-body-y-reduce", "tipo": "esencial",
///  "archivo": "Sources/Workbook/Leccion01/Reproductor.swift", "linea": 48, "sinTocar": true, "mensaje": "…"}
/// ```
public struct AnalisisJSON: Codable, Sendable, Equatable {
  /// The analyzer's fixed id (``IdAnalisis``).
  public var id: String
  /// `esencial`, `accionable`, `informativo` or `celebratorio`.
  public var tipo: String
  /// File relative to the workbook's root.
  public var archivo: String
  /// 1-based line.
  public var linea: Int
  /// The file is still its `Plantilla/` twin (``HallazgoAnalisis/sinTocar``): the text report
  /// names it after the tests instead of first.
  public var sinTocar: Bool
  /// The Spanish explanation.
  public var mensaje: String

  /// The entry for `hallazgo`.
  public init(_ hallazgo: HallazgoAnalisis) {
    id = hallazgo.id.rawValue
    tipo = hallazgo.tipo.rawValue
    archivo = hallazgo.archivo
    linea = hallazgo.linea
    sinTocar = hallazgo.sinTocar
    mensaje = MensajesAnalisis.texto(hallazgo)
  }
}
