import ComposableArchitecture
import Foundation

/// Ejecuta `operacion` y devuelve lo que el runtime y el `TestStore` informaron durante ella.
///
/// Con `reenviar` (por defecto), cada fallo y cada aviso llega también a la prueba, como siempre: la
/// prueba solo mira qué pasó para reconocer el error típico. Sin `reenviar`, los descarta (para
/// sondear una conducta que no es lo que la prueba juzga).
@MainActor
func observar(reenviar: Bool = true, _ operacion: @MainActor () async -> Void) async -> [ReportedIssue] {
  let observador = Observador(siguientes: reenviar ? IssueReporters.current : [])
  await withIssueReporters([observador]) { await operacion() }
  return observador.vistos
}

/// Como ``observar(reenviar:_:)``, para código síncrono; los avisos no se reenvían.
func observarAhora(_ operacion: () -> Void) -> [ReportedIssue] {
  let observador = Observador(siguientes: [])
  withIssueReporters([observador]) { operacion() }
  return observador.vistos
}

/// Guarda cada informe y lo pasa a `siguientes`.
private final class Observador: IssueReporter, @unchecked Sendable {
  let siguientes: [any IssueReporter]
  private let cerrojo = NSLock()
  private var guardados: [ReportedIssue] = []

  init(siguientes: [any IssueReporter]) {
    self.siguientes = siguientes
  }

  var vistos: [ReportedIssue] { cerrojo.withLock { guardados } }

  func report(_ issue: ReportedIssue) {
    cerrojo.withLock { guardados.append(issue) }
    for reporter in siguientes { reporter.report(issue) }
  }
}
