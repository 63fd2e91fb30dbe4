import Dispatch
import Foundation

extension RutaBinarios {
  /// Starts asking SwiftPM for the bin folder in the background when no answer is kept, so the
  /// question (one SwiftPM start, about 0.6 s on an idle 2-core machine) overlaps the build instead of
  /// following it: a fresh clone's first check. `swift build --show-bin-path` does not wait for the
  /// lock of a build running in the same scratch path (SwiftPM 6.3 on Linux, measured; if another
  /// SwiftPM waited for it, the two would simply run one after the other, as before).
  /// - Returns: A function that waits until the question has ended; call it before
  ///   ``resolver(producto:carpetaTemporal:registro:)``, which then finds the kept answer.
  public func anticipar(carpetaTemporal: URL?, registro: RegistroHijos = .compartido) -> @Sendable () -> Void {
    guard guardada(carpetaTemporal: carpetaTemporal) == nil else { return {} }
    let grupo = DispatchGroup()
    let ruta = self
    DispatchQueue.global().async(group: grupo) {
      _ = ruta.preguntar(carpetaTemporal: carpetaTemporal, registro: registro)
    }
    return { grupo.wait() }
  }
}
