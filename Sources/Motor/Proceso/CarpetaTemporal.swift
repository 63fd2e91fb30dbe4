import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The checker's scratch folders in the system's temporary directory: `taller-<pid>-<uuid>`.
///
/// Each run removes its own folders when it ends (and on Ctrl-C); a run that was killed (`SIGKILL`,
/// a power cut) leaves them behind, so every new folder first sweeps the folders whose owner
/// process no longer exists.
enum CarpetaTemporal {
  /// The prefix of every folder.
  static let prefijo = "taller-"

  /// Creates a fresh folder owned by this process, after sweeping abandoned ones.
  static func crear(en base: URL = FileManager.default.temporaryDirectory) -> URL {
    barrerAbandonadas(en: base)
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
