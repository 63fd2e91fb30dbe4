import Dispatch
import Foundation
import TallerComun

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The harness's own time limit: if a test runs past it, reports `tiempo` and ends the process.
///
/// The checker enforces the limit anyway (it kills the test's process group a little later); this
/// second line of defence names the test that hung when the binary runs all tests in one process.
/// The limit comes from `TALLER_LIMITE_SEGUNDOS` (already scaled by `TALLER_FACTOR_TIEMPO`); without
/// it there is no watchdog. It runs on its own queue, so a test stuck in a loop on the main actor
/// cannot stop it.
final class Vigilante: @unchecked Sendable {
  /// Environment variable with the per-test limit in seconds (a decimal number).
  static let variable = "TALLER_LIMITE_SEGUNDOS"
  /// The longest limit honoured, in seconds (one day).
  static let limiteMaximo: Double = 86_400

  /// Exit status of a process the watchdog stopped.
  static let codigoTiempo: Int32 = 3

  /// Seconds a test may run, at most ``limiteMaximo``.
  let limite: Double
  /// Seconds the watchdog lets the backtracer work before ending the process itself
  /// (``EsperaTraza/harness(factor:)`` at this process's `TALLER_FACTOR_TIEMPO`).
  let esperaTraza: Double
  private let canal: CanalEventos
  private let cola = DispatchQueue(label: "TallerArnes.Vigilante")
  private var temporizador: (any DispatchSourceTimer)?
  /// The main thread, where the tests' bodies run (on the main actor); set as soon as it is free.
  private var hiloPrincipal: pthread_t?

  /// A watchdog for `limite` seconds, or `nil` when the environment sets no valid limit.
  init?(entorno: [String: String], canal: CanalEventos) {
    guard let texto = entorno[Self.variable], let limite = Double(texto), limite > 0, limite.isFinite else {
      return nil
    }
    // NB: `DispatchTime.now() + s` traps when `s` seconds overflow its nanoseconds; a day is plenty.
    self.limite = min(limite, Self.limiteMaximo)
    let factor = FactorTiempo(entorno: entorno).multiplicador
    self.esperaTraza = EsperaTraza.harness(factor: factor)
    self.canal = canal
    if Thread.isMainThread {
      hiloPrincipal = pthread_self()
    } else {
      DispatchQueue.main.async { [cola] in
        let hilo = pthread_self()
        cola.sync { self.hiloPrincipal = hilo }
      }
    }
  }

  /// Starts counting for test `id`; replaces any previous count.
  func vigilar(_ id: String) {
    detener()
    let temporizador = DispatchSource.makeTimerSource(queue: cola)
    let canal = self.canal
    let limite = self.limite
    temporizador.schedule(deadline: .now() + limite)
    temporizador.setEventHandler {
      canal.enviar(
        EventoArnes(
          tipo: .resultado, id: id, estado: .tiempo,
          mensajes: [MensajesArnes.tiempoAgotado(limite)], duracion: limite))
      // NB: only for a human running the binary by hand; under the checker the event says it, and
      // this text must not land in the student's output.
      if canal.ruta == nil {
        FileHandle.standardError.write(Data((MensajesArnes.tiempoAgotado(limite) + "\n").utf8))
      }
      // NB: `SIGQUIT` on the main thread makes Swift's backtracer (enabled by the checker in
      // `SWIFT_BACKTRACE`) print where the test is stuck — a loop in the student's code names its
      // line; the result above is already sent. Without a backtracer, the signal ends the process.
      // With one, the runtime waits for its `swift-backtrace` child and then lets the stuck test go
      // on, so the process ends here as soon as that child has finished (``EsperaBacktracer``), or
      // after `esperaTraza`: the backtracer can take seconds on a loaded machine, and the checker
      // waits longer than this (`EsperaTraza`).
      if let hilo = self.hiloPrincipal {
        let antes = EsperaBacktracer.Antes.ahora()
        pthread_kill(hilo, SIGQUIT)
        EsperaBacktracer.esperar(antes, limite: self.esperaTraza)
      }
      _exit(Self.codigoTiempo)
    }
    cola.sync { self.temporizador = temporizador }
    temporizador.resume()
  }

  /// Stops the current count.
  func detener() {
    cola.sync {
      temporizador?.cancel()
      temporizador = nil
    }
  }
}
