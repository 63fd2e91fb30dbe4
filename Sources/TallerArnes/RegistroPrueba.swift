import ComposableArchitecture
import Foundation
import TallerComun

/// Collects the failure messages of the running test.
///
/// It is the `IssueReporter` the harness installs around each test body, so `TestStore` failures and
/// runtime warnings land here verbatim, and the harness's assertions (``esperar(_:_:fileID:line:)``…)
/// add theirs. A test passes only if this stays empty.
final class RegistroPrueba: IssueReporter, @unchecked Sendable {
  /// The registry of the test running in the current task, if any.
  @TaskLocal static var actual: RegistroPrueba?

  /// The test's id and the channel of `paso`/`fallo`/`error` events (`nil`: no events).
  let id: String
  let canal: CanalEventos?

  /// Creates an empty registry; events about it go to `canal`.
  init(id: String = "", canal: CanalEventos? = nil) {
    self.id = id
    self.canal = canal
  }

  private let cerrojo = NSLock()
  private var anotados: [String] = []
  private var levantados: [ErrorTipicoLevantado] = []
  /// The step of the first failure or mistake recorded (`.some(nil)`: outside every step).
  private var primerPaso: String??

  /// The failure messages so far, in order.
  var mensajes: [String] { cerrojo.withLock { anotados } }

  /// The typical mistakes raised so far, in order.
  var errores: [ErrorTipicoLevantado] { cerrojo.withLock { levantados } }

  /// The step where the first failure or mistake was recorded; `nil` if nothing failed or if it was
  /// outside every step.
  var pasoFallido: String? { cerrojo.withLock { primerPaso ?? nil } }

  /// Adds one failure message, in the current step.
  func anotar(_ mensaje: String) {
    let paso = PasoActual.id
    let primero = cerrojo.withLock {
      anotados.append(mensaje)
      guard primerPaso == nil else { return false }
      primerPaso = .some(paso)
      return true
    }
    if primero { canal?.enviar(EventoArnes(tipo: .fallo, id: id, paso: paso)) }
  }

  /// Adds one raised mistake (it fails the test too).
  func levantar(_ error: ErrorTipicoLevantado) {
    let primero = cerrojo.withLock {
      levantados.append(error)
      guard primerPaso == nil else { return false }
      primerPaso = .some(error.paso)
      return true
    }
    if primero { canal?.enviar(EventoArnes(tipo: .fallo, id: id, paso: error.paso)) }
    canal?.enviar(EventoArnes(tipo: .error, id: id, errores: [error]))
  }

  /// Tells the checker that the test is now in step `paso` (`nil`: outside every step).
  func entrar(_ paso: String?) {
    canal?.enviar(EventoArnes(tipo: .paso, id: id, paso: paso))
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
