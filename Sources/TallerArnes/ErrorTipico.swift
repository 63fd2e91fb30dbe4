import Foundation

/// A typical mistake a hidden test recognised, with the values that fill its text.
///
/// The text lives in `leccion.json` (`errores[]`: id, Spanish `texto` with `{nombre}` placeholders,
/// `parametros`, `tipo`); the test only names the id and gives the values, so the Spanish stays in
/// one place and the checker can validate it.
public struct ErrorLevantado: Codable, Sendable, Equatable {
  /// Id of the mistake, a `errores[].id` of `leccion.json`.
  public var id: String
  /// The step it was raised in (``paso(_:fileID:line:_:)``), or `nil` outside every step.
  public var paso: String?
  /// Values of the text's `{nombre}` placeholders, already formatted as the student should read them.
  public var parametros: [String: String]

  /// Creates a raised mistake; see the properties for each field.
  public init(id: String, paso: String?, parametros: [String: String] = [:]) {
    self.id = id
    self.paso = paso
    self.parametros = parametros
  }
}

/// Raises the typical mistake `id` in the current step: the test fails, and if this is its first
/// failing step the report LEADS with that mistake's text (from `leccion.json`).
///
/// Recognise a mistake by **behaviour**, checked with more than one input, never by the shape of one
/// solution: a correct solution written differently must never raise it (`verificar` runs every
/// `alternativa-*`, and a raised mistake fails the test). Raise it next to the assertion that fails,
/// in the same step, so both count in that step.
///
/// ```swift
/// // After a reset from -3 the count is still -3: the reset only runs for positive counts.
/// errorTipico("reinicia-solo-si-positivo", ["desde": "-3"], si: store.state.cuenta == -3)
/// ```
///
/// - Parameters:
///   - id: The mistake's id (`errores[].id` of `leccion.json`).
///   - parametros: A value for every `{nombre}` of its text (`verificar` checks none is missing).
///   - condicion: Raise only if `true` (default: always).
public func errorTipico(
  _ id: String, _ parametros: [String: String] = [:], si condicion: Bool = true,
  fileID: StaticString = #fileID, line: UInt = #line
) {
  guard condicion else { return }
  let error = ErrorLevantado(id: id, paso: PasoActual.id, parametros: parametros)
  if let registro = RegistroPrueba.actual {
    registro.levantar(error)
  } else {
    let texto = MensajesArnes.asercionFueraDePrueba(
      MensajesArnes.errorTipico(error), archivo: "\(fileID)", linea: line)
    FileHandle.standardError.write(Data(texto.utf8))
  }
}
