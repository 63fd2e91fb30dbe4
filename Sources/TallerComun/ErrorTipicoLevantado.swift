/// A typical mistake a hidden test raised: the id of a `leccion.json` `errores[]` entry, the step it
/// was raised in and the values of its placeholders, already formatted as the student reads them.
///
/// The harness writes it (`errorTipico`, in a `resultado` or `error` event) and the checker reads it,
/// both with this one type.
public struct ErrorTipicoLevantado: Codable, Sendable, Equatable, Hashable {
  /// Id of the declared mistake.
  public var id: String
  /// The step it was raised in, or `nil` outside every step.
  public var paso: String?
  /// Values of the text's placeholders.
  public var parametros: [String: String]

  /// A typical mistake a hidden test recognised (`id` from `leccion.json`), with the step and the values it saw.
  public init(id: String, paso: String? = nil, parametros: [String: String] = [:]) {
    self.id = id
    self.paso = paso
    self.parametros = parametros
  }

  public init(from decoder: any Decoder) throws {
    let contenedor = try decoder.container(keyedBy: CodingKeys.self)
    id = try contenedor.decode(String.self, forKey: .id)
    paso = try contenedor.decodeIfPresent(String.self, forKey: .paso)
    parametros = try contenedor.decodeIfPresent([String: String].self, forKey: .parametros) ?? [:]
  }
}
