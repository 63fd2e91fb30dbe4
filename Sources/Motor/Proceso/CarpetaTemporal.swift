import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The checker's scratch folders in the system's temporary directory: `taller-<pid>-<uuid>`.
///
/// Each run removes its own folders when it ends (and on Ctrl-C); a run that was killed (`SIGKILL`,
/// a power cut) leaves them behind, so the first new folder of each process in a base sweeps the
/// folders whose owner process no longer exists.
///
/// NB: once per process, not once per folder: a check creates two folders per build and
/// `verificar` a hundred builds, and listing a crowded temporary directory each time cost more
/// than the sweep ever removes (measured: a `/tmp` of 73 000 entries, left by other tools, made
/// the checker spend 0.8 CPU·s per lesson listing it).
enum CarpetaTemporal {
  /// The prefix of every folder.
  static let prefijo = "taller-"

  /// The bases already swept by this process.
  private static let barridas = BasesBarridas()

  /// Creates a fresh folder owned by this process, after sweeping abandoned ones (the first time
  /// this process creates one in `base`).
  static func crear(en base: URL = FileManager.default.temporaryDirectory) -> URL {
    if barridas.primeraVez(base) { barrerAbandonadas(en: base) }
    let carpeta = base.appendingPathComponent("\(prefijo)\(getpid())-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    return carpeta
  }

  /// Removes every `taller-<pid>-…` folder in `base` whose `pid` is not a live process.
  static func barrerAbandonadas(en base: URL = FileManager.default.temporaryDirectory) {
    let nombres = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
    for nombre in nombres where nombre.hasPrefix(prefijo) {
      let resto = nombre.dropFirst(prefijo.count)
      guard let guion = resto.firstIndex(of: "-"), let pid = pid_t(resto[..<guion]), pid > 0 else { continue }
      // NB: `EPERM` means alive but someone else's: only `ESRCH` proves the owner is gone.
      if kill(pid, 0) != 0 && errno == ESRCH {
        try? FileManager.default.removeItem(at: base.appendingPathComponent(nombre))
      }
    }
  }
}

/// The temporary directories this process has swept (thread-safe).
private final class BasesBarridas: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var rutas = Set<String>()

  /// Whether `base` was not swept yet; marks it as swept.
  func primeraVez(_ base: URL) -> Bool {
    cerrojo.withLock { rutas.insert(base.standardizedFileURL.path).inserted }
  }
}
