import Dispatch
import Foundation

/// A value shared between threads, read and changed under one lock: the only lock of the engine's
/// background work (``EnParalelo``) and of the little state the command-line layer shares.
package final class Protegido<Valor>: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var valor: Valor

  /// Guards `valor`.
  package init(_ valor: Valor) { self.valor = valor }

  /// Runs `cuerpo` on the value under the lock (one caller at a time).
  package func con<R>(_ cuerpo: (inout Valor) throws -> R) rethrows -> R {
    try cerrojo.withLock { try cuerpo(&valor) }
  }

  /// A copy of the value.
  package var actual: Valor { cerrojo.withLock { valor } }
}

/// The one helper for background work: a few workers take indices in order until none is left.
package enum EnParalelo {
  /// Runs `trabajo(trabajador, indice)` for every index below `cantidad`, with at most
  /// `trabajadores` threads (worker numbers are 0-based); a worker stops taking indices once
  /// `seguir()` is false. `alTerminar` sees each result as it finishes, one call at a time.
  /// - Returns: One slot per index, in index order (`nil` for the indices never run).
  package static func repartir<Resultado: Sendable>(
    _ cantidad: Int, trabajadores: Int, seguir: @Sendable () -> Bool = { true },
    alTerminar: @Sendable (Int, Resultado) -> Void = { _, _ in },
    _ trabajo: @Sendable (_ trabajador: Int, _ indice: Int) -> Resultado
  ) -> [Resultado?] {
    let estado = Protegido((siguiente: 0, hechos: [Resultado?](repeating: nil, count: cantidad)))
    let hilos = max(1, min(trabajadores, cantidad))
    guard cantidad > 0 else { return [] }
    DispatchQueue.concurrentPerform(iterations: hilos) { trabajador in
      while seguir(), let indice = estado.con({ estado -> Int? in
        guard estado.siguiente < cantidad else { return nil }
        defer { estado.siguiente += 1 }
        return estado.siguiente
      }) {
        let resultado = trabajo(trabajador, indice)
        estado.con { estado in
          estado.hechos[indice] = resultado
          alTerminar(indice, resultado)
        }
      }
    }
    return estado.actual.hechos
  }

  /// `fondo()` on another thread while `aqui()` runs on this one; both results (the first is
  /// never `nil` in practice: `fondo` stores it before the wait ends).
  package static func aLaVez<A: Sendable, B>(
    _ fondo: @escaping @Sendable () -> A, _ aqui: () -> B
  ) -> (A?, B) {
    let caja = Protegido<A?>(nil)
    let grupo = DispatchGroup()
    DispatchQueue.global().async(group: grupo) {
      let valor = fondo()
      caja.con { $0 = valor }
    }
    let local = aqui()
    grupo.wait()
    return (caja.actual, local)
  }
}
