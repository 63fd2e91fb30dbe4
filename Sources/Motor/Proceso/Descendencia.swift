import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes «no process outlives the check» true for what the student's code starts.
///
/// A test process may start children of its own (a Foundation `Process` running `sleep 1000`), which
/// Foundation puts in their own process group, so killing the test's group misses them.
///
/// - **Linux** (run and tested): the checker calls ``activar()`` and becomes a *child subreaper*
///   (`prctl(PR_SET_CHILD_SUBREAPER)`): whatever a test leaves behind is re-parented to the checker
///   instead of to `init`. After each child is reaped, ``barrer(registro:)`` kills every child of the
///   checker that ``RegistroHijos`` does not know (so never a sibling test still running), with all
///   its descendants, and reaps them. The test processes themselves die with a `SIGKILL`ed checker
///   through `PR_SET_PDEATHSIG`, which the harness arms (`TallerArnes.MuerteDelPadre`).
/// - **macOS** (only reasoned, not run: we have no Mac): there is no subreaper, and an orphan is
///   re-parented to `launchd` at once. So while a test runs, ``Seguimiento`` polls its descendants
///   every 100 ms (`proc_listpids(PROC_PPID_ONLY)`, the call behind `proc_listchildpids`) and, when
///   the test ends, kills every one it saw. A descendant born and orphaned between two polls escapes;
///   so does everything if the checker itself is `SIGKILL`ed (macOS has no `PDEATHSIG`).
public enum Descendencia {
  /// Whether this process became a subreaper (Linux only).
  private static let activa = Protegido(false)

  /// Turns this process into a child subreaper (Linux; a no-op on macOS). Call once, early, from the
  /// checker's entry point: after it, any unknown child of this process is an orphan to kill.
  public static func activar() {
    #if os(Linux)
      typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
      let prSetChildSubreaper: Int32 = 36
      // NB: `prctl` is variadic, which Swift cannot call; on Linux's x86_64 and arm64 ABIs integer
      // arguments travel in the same registers either way (see `Lanzador.funcionCambioDirectorio`).
      guard let biblioteca = dlopen(nil, RTLD_NOW), let simbolo = dlsym(biblioteca, "prctl") else { return }
      let resultado = unsafeBitCast(simbolo, to: Prctl.self)(prSetChildSubreaper, 1, 0, 0, 0)
      activa.con { $0 = resultado == 0 }
    #endif
  }

  /// Kills and reaps every child of this process that `registro` does not hold, and all their
  /// descendants (Linux, after ``activar()``; a no-op otherwise).
  public static func barrer(registro: RegistroHijos) {
    guard activa.actual else { return }
    for _ in 0..<50 {
      let huerfanos = registro.conHijosVivos { vivos -> [pid_t] in
        let arbol = ArbolProcesos.leer()
        let ajenos = arbol.hijos(de: getpid()).filter { !vivos.contains($0) }
        for huerfano in ajenos {
          for pid in arbol.descendientes(de: huerfano) { kill(pid, SIGKILL) }
          kill(huerfano, SIGKILL)
        }
        return ajenos
      }
      if huerfanos.isEmpty { return }
      for huerfano in huerfanos {
        var estado: Int32 = 0
        while waitpid(huerfano, &estado, 0) < 0 && errno == EINTR {}
      }
    }
  }

  /// Kills every descendant of this process, repeatedly, until only zombies remain or about a second
  /// has passed. For the way out after Ctrl-C.
  public static func matarTodos() {
    for _ in 0..<50 {
      let arbol = ArbolProcesos.leer()
      let vivos = arbol.descendientes(de: getpid()).filter { !arbol.esZombi($0) }
      if vivos.isEmpty { return }
      for pid in vivos { kill(pid, SIGKILL) }
      usleep(20_000)
    }
  }

  /// The descendants seen of one running child (macOS), to kill when it ends.
  struct Seguimiento {
    let raiz: pid_t
    private(set) var vistos: Set<pid_t> = []
    private var ultima: UInt64 = 0

    init(raiz: pid_t) { self.raiz = raiz }

    /// Records the current descendants, at most every 100 ms (`ahora` in nanoseconds).
    mutating func observar(ahora: UInt64) {
      #if canImport(Darwin)
        guard ahora >= ultima + 100_000_000 else { return }
        ultima = ahora
        vistos.formUnion(ArbolProcesos.leer(desde: raiz).descendientes(de: raiz))
      #endif
    }

    /// Kills every descendant seen that is still alive.
    func terminar() {
      for pid in vistos where pid > 1 { kill(pid, SIGKILL) }
    }
  }
}
