import Motor

/// The one JSON document `--json` prints when the command line itself is wrong (exit 64) or the
/// workbook cannot be read (exit 70): exercism's `status: error` with the Spanish message.
public struct ErrorJSON: Codable, Sendable, Equatable {
  /// exercism's results format version: `2`.
  public var version = 2
  /// Always `error`.
  public var status = "error"
  /// `uso` or `interno`.
  public var motivo: String
  /// The Spanish message (the same as on stderr).
  public var message: String
  /// The exit status.
  public var codigo: Int32
  /// No test ran.
  public var tests: [DocumentoJSON.Prueba] = []

  /// A document for `message` with exit status `codigo`.
  public init(codigo: CodigoSalida, message: String) {
    self.codigo = codigo.rawValue
    self.motivo = codigo == .uso ? "uso" : "interno"
    self.message = message.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
