import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the watchdog knows that Swift's backtracer has finished with a timed-out test.
///
/// After `SIGQUIT` the runtime starts `swift-backtrace` as a child of this process, waits for it and
/// then returns from its handler: the stuck test goes on running (measured on Linux with Swift 6.3.1:
/// the backtrace took 0.07 s and a busy loop then ran until the watchdog's fixed wait, 10 s at
/// factor 1, 30 s in CI). Waiting for that child instead ends the process as soon as its trace is out.
///
/// Two signs that it has, whichever comes first: the CPU time of this process's waited-for children
/// grew (`getrusage(RUSAGE_CHILDREN)`: the runtime reaps `swift-backtrace` when it is done; seen on
/// Linux, where the runtime suspends the other threads while it backtraces, so the child is already
/// reaped when the watchdog looks again), or, on Linux, a child that was not there before has come
/// and gone (`/proc/self/task/<tid>/children`; a zombie, `Z` in `/proc/<pid>/stat`, has finished).
/// Without either (no backtracer), the watchdog keeps its fixed wait.
enum EsperaBacktracer {
  /// This process's children now, or `nil` where they cannot be listed.
  static func hijos() -> Set<pid_t>? {
    #if os(Linux)
      guard let hilos = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task") else { return nil }
      var hijos = Set<pid_t>()
      for hilo in hilos {
        guard let texto = try? String(contentsOfFile: "/proc/self/task/\(hilo)/children", encoding: .utf8) else {
          return nil
        }
        hijos.formUnion(texto.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
      }
      return hijos
    #else
      return nil
    #endif
  }

  /// Whether child `pid` has finished: gone, or a zombie not yet reaped.
  static func terminado(_ pid: pid_t) -> Bool {
    guard let estado = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let cierre = estado.lastIndex(of: ")")
    else { return true }
    return estado[estado.index(after: cierre)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
  }

  /// Microseconds of CPU used by this process's children that have been waited for.
  static func tiempoHijosEsperados() -> Int64 {
    var uso = rusage()
    // NB: Glibc imports `RUSAGE_CHILDREN` as an enum case; Darwin, as an `Int32`.
    #if canImport(Glibc)
      let quien = RUSAGE_CHILDREN.rawValue
    #else
      let quien = RUSAGE_CHILDREN
    #endif
    guard getrusage(quien, &uso) == 0 else { return 0 }
    let usuario = Int64(uso.ru_utime.tv_sec) * 1_000_000 + Int64(uso.ru_utime.tv_usec)
    return usuario + Int64(uso.ru_stime.tv_sec) * 1_000_000 + Int64(uso.ru_stime.tv_usec)
  }

  /// What the process was like just before `SIGQUIT`.
  struct Antes {
    /// Its children (``hijos()``), `nil` where they cannot be listed.
    var hijos: Set<pid_t>?
    /// ``tiempoHijosEsperados()``.
    var tiempoHijos: Int64

    /// Now.
    static func ahora() -> Antes { Antes(hijos: EsperaBacktracer.hijos(), tiempoHijos: tiempoHijosEsperados()) }
  }

  /// Waits until the backtracer is done — a waited-for child used CPU since `antes`, or a child that
  /// was not among `antes.hijos` has appeared and every such child has finished — or until `limite`
  /// seconds have passed.
  /// - Parameters:
  ///   - listar: The children now (``hijos()``; a test narrows it to its own).
  ///   - tiempoHijos: ``tiempoHijosEsperados()`` (a test replaces it).
  /// - Returns: Whether it saw the backtracer finish before the limit.
  @discardableResult
  static func esperar(
    _ antes: Antes, limite: Double, paso: Double = 0.01, listar: () -> Set<pid_t>? = hijos,
    tiempoHijos: () -> Int64 = tiempoHijosEsperados
  ) -> Bool {
    let fin = Date().addingTimeInterval(limite)
    var vistos = Set<pid_t>()
    while Date() < fin {
      if tiempoHijos() > antes.tiempoHijos { return true }
      if let previos = antes.hijos {
        vistos.formUnion((listar() ?? []).subtracting(previos))
        if !vistos.isEmpty, vistos.allSatisfy(terminado) { return true }
      }
      Thread.sleep(forTimeInterval: paso)
    }
    return false
  }
}
