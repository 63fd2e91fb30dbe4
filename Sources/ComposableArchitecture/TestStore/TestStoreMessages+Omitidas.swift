/// The `TestStore` messages about what a test skipped or can no longer do: shown as expected issues
/// (they never fail a test) or, for a dismissed store, as a failure.
extension TestStoreMessages {
  /// What `Exhaustivity.off(showSkippedAssertions: true)` shows for an assertion it skipped: the
  /// failure it would have been in an exhaustive test, under a headline.
  ///
  /// TCA's "Skipped assertions." preamble (`TestStore.swift`, `reportIssueHelper`, 1.24.1).
  static func skippedAssertions(_ message: String) -> String {
    """
    Aserciones omitidas.

    \(message)
    """
  }

  /// Received actions that `skipReceivedActions()`, a non-exhaustive `send` or a non-exhaustive
  /// `receive` skipped, dumped one after another.
  static func receivedActionsSkipped(_ actions: [String]) -> String {
    let encabezado =
      actions.count == 1
      ? "Se omitió 1 acción recibida:"
      : "Se omitieron \(actions.count) acciones recibidas:"
    return """
      \(encabezado)

      \(actions.joined(separator: "\n"))
      """
  }

  /// Effects that `skipInFlightEffects()` (or a dismissal at the root) stopped tracking; they keep
  /// running. `actions` are the actions that started them.
  static func inFlightEffectsSkipped(_ actions: [String]) -> String {
    let encabezado =
      actions.count == 1
      ? "Se dejó de comprobar 1 efecto en curso (sigue en marcha), iniciado por:"
      : "Se dejaron de comprobar \(actions.count) efectos en curso (siguen en marcha), iniciados por:"
    return """
      \(encabezado)

      \(actions.joined(separator: "\n"))
      """
  }

  /// A `send` after the feature under test dismissed itself with `await dismiss()`.
  static func sendToDismissedStore(audience: TestAudience = .current) -> String {
    let consejo =
      audience == .student
      ? """
      Para arreglarlo, revisa cuándo llama tu reducer a "dismiss()": la prueba esperaba que el \
      feature siguiera abierto en este paso.
      """
      : """
      Para arreglarlo, revisa cuándo llama tu reducer a "dismiss()". Si la prueba es tuya, no \
      envíes acciones después de que el feature se cierre.
      """
    return """
      No se puede enviar una acción a un TestStore cuyo feature ya se cerró.

      El feature llamó a "await dismiss()" y, como es la raíz del TestStore, eso cierra el store: \
      sus efectos en curso dejan de comprobarse y no admite más acciones ("store.isDismissed" es \
      "true").

      \(consejo)
      """
  }
}
