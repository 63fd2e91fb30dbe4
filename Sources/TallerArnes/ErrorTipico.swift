import Foundation
import TallerComun

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
  let error = ErrorTipicoLevantado(id: id, paso: PasoActual.id, parametros: parametros)
  if let registro = RegistroPrueba.actual {
    registro.levantar(error)
  } else {
    let texto = MensajesArnes.asercionFueraDePrueba(
      MensajesArnes.errorTipico(error), archivo: "\(fileID)", linea: line)
    FileHandle.standardError.write(Data(texto.utf8))
  }
}
