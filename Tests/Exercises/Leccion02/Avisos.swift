import ComposableArchitecture

/// Ejecuta `operacion` aceptando, sin exigirlos, los avisos del runtime que contienen `texto`.
///
/// Cualquier otro aviso, y todo fallo del `TestStore`, llega a la prueba como siempre. Sirve donde
/// las piezas de TCA avisan (el `body` que genera `@Reducer enum`, con `Scope` o `ifCaseLet`) pero
/// una solución escrita a mano, igual de correcta, no dice nada: la prueba juzga el comportamiento,
/// no la forma.
@MainActor
func tolerarAviso(contiene texto: String, _ operacion: @MainActor () async -> Void) async {
  let filtro = FiltroDeAvisos(texto: texto, siguientes: IssueReporters.current)
  await withIssueReporters([filtro]) { await operacion() }
}

/// Descarta los avisos del runtime que contienen `texto` y pasa todo lo demás a `siguientes`.
private struct FiltroDeAvisos: IssueReporter {
  let texto: String
  let siguientes: [any IssueReporter]

  func report(_ issue: ReportedIssue) {
    if issue.kind == .runtimeWarning, issue.message.contains(texto) { return }
    for reporter in siguientes { reporter.report(issue) }
  }
}
