/// One diagnostic printed by the Swift compiler: `file:line:col: error: message` plus the code
/// frame that follows it.
public struct DiagnosticoCompilador: Sendable, Equatable {
  /// The diagnostic's severity word.
  public enum Severidad: String, Sendable {
    /// `error:`
    case error
    /// `warning:`
    case warning
    /// `note:`
    case note
  }

  /// The file as printed (absolute), or relative to the workbook after ``relativo(a:)``.
  public var archivo: String
  /// 1-based line.
  public var linea: Int
  /// 1-based column.
  public var columna: Int
  /// Its severity.
  public var severidad: Severidad
  /// The compiler's message, verbatim.
  public var mensaje: String
  /// The code frame lines that follow the header (`7 | let x…`, `  | `- error: …`), verbatim.
  public var marco: [String]

  /// Creates a diagnostic; see the properties for each field.
  public init(
    archivo: String, linea: Int, columna: Int, severidad: Severidad, mensaje: String,
    marco: [String] = []
  ) {
    self.archivo = archivo
    self.linea = linea
    self.columna = columna
    self.severidad = severidad
    self.mensaje = mensaje
    self.marco = marco
  }

  /// `Sources/Workbook/Leccion03/Ajustes.swift:7:14: error: cannot find 'x' in scope`.
  public var cabecera: String {
    "\(archivo):\(linea):\(columna): \(severidad.rawValue): \(mensaje)"
  }

  /// The texts of the notes inside the code frame (`protocol requires nested type 'Action'`).
  public var notas: [String] {
    marco.compactMap { linea in
      guard let rango = linea.range(of: "- note: ") else { return nil }
      return String(linea[rango.upperBound...])
    }
  }
}
