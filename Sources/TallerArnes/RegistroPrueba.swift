import ComposableArchitecture
import Foundation

/// Collects the failure messages of the running test.
///
/// It is the `IssueReporter` the harness installs around each test body, so `TestStore` failures and
/// runtime warnings land here verbatim, and the harness's assertions (``esperar(_:_:fileID:line:)``…)
/// add theirs. A test passes only if this stays empty.
final class RegistroPrueba: IssueReporter, @unchecked Sendable {
  /// The registry of the test running in the current task, if any.
  @TaskLocal static var actual: RegistroPrueba?

  private let cerrojo = NSLock()
  private var anotados: [String] = []

  /// The failure messages so far, in order.
  var mensajes: [String] { cerrojo.withLock { anotados } }

  /// Adds one failure message.
  func anotar(_ mensaje: String) {
    cerrojo.withLock { anotados.append(mensaje) }
  }

  /// Every issue of the runtime (test failure or runtime warning) fails the test with its message.
  func report(_ issue: ReportedIssue) {
    anotar(issue.message)
  }
}

/// Adds `mensaje` to the running test, or writes it to stderr when no test is running (an assertion
/// called outside a `Prueba` body).
func anotarFallo(_ mensaje: String, fileID: StaticString, line: UInt) {
  if let registro = RegistroPrueba.actual {
    registro.anotar(mensaje)
  } else {
    let texto = MensajesArnes.asercionFueraDePrueba(mensaje, archivo: "\(fileID)", linea: line)
    FileHandle.standardError.write(Data(texto.utf8))
  }
}
