import TallerComun
import ComposableArchitecture

/// What happened when one test ran in this process.
public struct ResultadoPrueba: Sendable, Equatable {
  /// The test's id.
  public var id: String
  /// Failure messages, verbatim, in the order they were reported; empty means the test passed.
  public var mensajes: [String]
  /// Seconds the body and the end-of-test checks took.
  public var duracion: Double
  /// Typical mistakes raised (``errorTipico(_:_:si:fileID:line:)``), in order; any of them fails the test.
  public var errores: [ErrorTipicoLevantado]
  /// The step (``paso(_:fileID:line:_:)``) where the first failure or mistake was recorded; `nil` if
  /// the test passed or the first failure was outside every step.
  public var pasoFallido: String?

  /// The outcome of one hidden test, as the harness writes it to the checker's channel.
  public init(
    id: String, mensajes: [String], duracion: Double, errores: [ErrorTipicoLevantado] = [],
    pasoFallido: String? = nil
  ) {
    self.id = id
    self.mensajes = mensajes
    self.duracion = duracion
    self.errores = errores
    self.pasoFallido = pasoFallido
  }

  /// Whether the test passed: no failure message and no mistake raised.
  public var pasa: Bool { mensajes.isEmpty && errores.isEmpty }
}

extension Prueba {
  /// Runs the test with the harness's scopes installed and returns its result.
  ///
  /// The body runs as a hidden test (`TestAudience.student`: failures never advise editing the
  /// test) with a collecting `IssueReporter` (every `TestStore` failure and runtime warning
  /// becomes a failure message) inside an `EndOfTestChecks` scope; when the body returns or throws,
  /// the registered end-of-test checks run, still collected. A thrown error other than a failed
  /// ``requerir(_:_:fileID:line:)`` is one more failure message.
  /// - Parameter canal: Where the `paso`, `fallo` and `error` events go while it runs (`nil`: nowhere).
  @MainActor public func ejecutar(canal: CanalEventos? = nil) async -> ResultadoPrueba {
    let registro = RegistroPrueba(id: id, canal: canal)
    let comprobaciones = EndOfTestChecks()
    let reloj = ContinuousClock()
    let inicio = reloj.now
    // NB: the student reads these failures and cannot edit the test: the runtime's advice talks
    // only about their code (see `TestAudience`).
    await TestAudience.$current.withValue(.student) { await RegistroPrueba.$actual.withValue(registro) {
      await withIssueReporters([registro]) {
        await EndOfTestChecks.$current.withValue(comprobaciones) {
          do {
            try await cuerpo()
          } catch is RequisitoIncumplido {
            // NB: its message is already in the registry.
          } catch {
            registro.anotar(MensajesArnes.errorLanzado(error))
          }
          comprobaciones.runAll()
        }
      }
    } }
    let transcurrido = reloj.now - inicio
    let segundos =
      Double(transcurrido.components.seconds)
      + Double(transcurrido.components.attoseconds) / 1e18
    return ResultadoPrueba(
      id: id, mensajes: registro.mensajes, duracion: segundos, errores: registro.errores,
      pasoFallido: registro.pasoFallido)
  }
}
