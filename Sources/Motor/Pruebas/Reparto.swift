import Dispatch
import Foundation

/// Runs numbered jobs on at most a given number of threads at once and hands their results back in
/// job order, whatever order they finish in: a lesson's hidden tests run one process per test, at
/// most one per core, and the report still follows `leccion.json`.
///
/// A job that returns `nil` (the checker was interrupted) stops the hand-out: no job starts after it,
/// the ones already running end on their own (Ctrl-C has killed their process groups), and the
/// outcome keeps only the results before the first missing one, marked incomplete.
enum Reparto {
  /// `TALLER_PRUEBAS_SIMULTANEAS`: how many hidden-test processes of one lesson run at once (a
  /// positive integer; by default one per core, ``porNucleo``).
  static let variableSimultaneas = "TALLER_PRUEBAS_SIMULTANEAS"

  /// One job per core: `ProcessInfo.activeProcessorCount`, at least 1.
  static var porNucleo: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// The value of ``variableSimultaneas`` in `entorno` when it is a positive integer, else ``porNucleo``.
  static func simultaneos(_ entorno: [String: String]) -> Int {
    if let texto = entorno[variableSimultaneas], let valor = Int(texto), valor > 0 { return valor }
    return porNucleo
  }

  /// What ``ejecutar(_:simultaneos:_:)`` returns.
  struct Resultado<Valor: Sendable>: Sendable {
    /// The results of jobs `0..<valores.count`, in job order.
    var valores: [Valor]
    /// Every job ran and returned a value.
    var completo: Bool
  }

  /// Runs jobs `0..<total`, taken in order, at most `simultaneos` at a time (each on its own thread:
  /// a job blocks on a child process). Blocks the caller until every started job has ended.
  static func ejecutar<Valor: Sendable>(
    _ total: Int, simultaneos: Int, _ trabajo: @escaping @Sendable (Int) -> Valor?
  ) -> Resultado<Valor> {
    let estado = EstadoReparto<Valor>(total: total)
    let trabajador: @Sendable () -> Void = {
      while let indice = estado.siguiente() { estado.guardar(trabajo(indice), en: indice) }
    }
    let grupo = DispatchGroup()
    for _ in 1..<max(1, min(simultaneos, total)) {
      grupo.enter()
      Thread {
        trabajador()
        grupo.leave()
      }.start()
    }
    trabajador()
    grupo.wait()
    return estado.resultado
  }
}

/// The shared state of ``Reparto``'s workers: the next job to hand out and the results so far,
/// behind the engine's one lock helper (``Protegido``).
private final class EstadoReparto<Valor: Sendable>: Sendable {
  private let total: Int
  private let estado = Protegido((proximo: 0, detenido: false, hechos: [Int: Valor]()))

  init(total: Int) { self.total = total }

  /// The next job, or `nil` when all were handed out or one returned `nil`.
  func siguiente() -> Int? {
    estado.con { estado in
      guard !estado.detenido, estado.proximo < total else { return nil }
      defer { estado.proximo += 1 }
      return estado.proximo
    }
  }

  func guardar(_ valor: Valor?, en indice: Int) {
    estado.con { estado in
      if let valor { estado.hechos[indice] = valor } else { estado.detenido = true }
    }
  }

  var resultado: Reparto.Resultado<Valor> {
    let actual = estado.actual
    let valores = (0..<total).lazy.prefix { actual.hechos[$0] != nil }.compactMap { actual.hechos[$0] }
    return Reparto.Resultado(valores: Array(valores), completo: !actual.detenido && actual.hechos.count == total)
  }
}
