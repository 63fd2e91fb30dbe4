import Motor

/// The Spanish explanation of each known diagnostic, as the report shows it.
///
/// The engine matches compiler errors against ``TablaDiagnosticos`` (ids and patterns, no prose);
/// a lesson's own entries bring their explanation from `leccion.json`, and the generic ones
/// (``TablaDiagnosticos/genericos``) have theirs here, by id. `MensajesDiagnosticosTests` checks that every
/// generic entry has exactly one text and every text an entry.
enum MensajesDiagnosticos {
  /// Every generic explanation, by id.
  static let textos: [String: String] = textosInformes
    .merging(textosEscritura) { primero, _ in primero }
    .merging(textosGenericos) { primero, _ in primero }

  /// What `entrada` means and how to fix it: its own text (a lesson's entry) or its generic one;
  /// empty only for an entry with neither (which `verificar` rejects).
  static func explicacion(_ entrada: DiagnosticoConocido) -> String {
    entrada.explicacion.isEmpty ? textos[entrada.id] ?? "" : entrada.explicacion
  }
}
