import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live children of this checker, so an interruption (Ctrl-C) can kill every one of their
/// process groups, and the clean-up work to do before exiting.
///
/// Spawning and registering happen under one lock, and ``interrumpir()`` takes the same lock: a child
/// is either killed by the interruption or never started.
public final class RegistroHijos: @unchecked Sendable {
  /// The registry of this process.
  public static let compartido = RegistroHijos()

  private let cerrojo = NSLock()
  private var grupos: Set<pid_t> = []
  private var limpiezas: [Int: @Sendable () -> Void] = [:]
  private var siguienteLimpieza = 0
  private var marcado = false

  /// Creates an empty registry (tests use their own).
  public init() {}

  /// Whether ``interrumpir()`` was called.
  public var interrumpido: Bool { cerrojo.withLock { marcado } }

  /// Runs `lanzamiento` (which spawns one child and returns its pid) and registers the child.
  /// - Throws: ``ErrorProceso/interrumpido`` after an interruption; whatever `lanzamiento` throws.
  func lanzar(_ lanzamiento: () throws -> pid_t) throws -> pid_t {
    try cerrojo.withLock {
      guard !marcado else { throw ErrorProceso.interrumpido }
      let pid = try lanzamiento()
      grupos.insert(pid)
      return pid
    }
  }

  /// Runs `cuerpo` with the pids of the live registered children, under the registry's lock (so no
  /// child is spawned or forgotten meanwhile).
  func conHijosVivos<T>(_ cuerpo: (Set<pid_t>) -> T) -> T {
    cerrojo.withLock { cuerpo(grupos) }
  }

  /// Forgets a child that has been reaped.
  func terminado(_ pid: pid_t) {
    _ = cerrojo.withLock { grupos.remove(pid) }
  }

  /// Adds work to do on interruption (e.g. removing a temporary folder); returns a token for
  /// ``quitarLimpieza(_:)``.
  public func alInterrumpir(_ limpieza: @escaping @Sendable () -> Void) -> Int {
    cerrojo.withLock {
      siguienteLimpieza += 1
      limpiezas[siguienteLimpieza] = limpieza
      return siguienteLimpieza
    }
  }

  /// Removes clean-up work that is no longer needed.
  public func quitarLimpieza(_ ficha: Int) {
    _ = cerrojo.withLock { limpiezas.removeValue(forKey: ficha) }
  }

  /// Kills every live child's process group with `SIGKILL`, refuses new children and runs the
  /// registered clean-ups. Idempotent.
  public func interrumpir() {
    let pendientes = cerrojo.withLock { () -> [@Sendable () -> Void] in
      marcado = true
      for grupo in grupos { killpg(grupo, SIGKILL) }
      defer { limpiezas.removeAll() }
      return Array(limpiezas.values)
    }
    for limpieza in pendientes { limpieza() }
  }
}
