import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends the test process when the checker that started it dies, even by `SIGKILL`.
///
/// Linux: `prctl(PR_SET_PDEATHSIG, SIGKILL)`. The kernel sends the signal when the *thread* that
/// spawned us exits; the checker's `Lanzador` spawns and then waits on that same thread until the
/// child is reaped, so the thread outlives us unless the whole checker dies, which is the case we
/// want. If the checker died before the call, `getppid()` no longer matches `TALLER_PADRE` and we
/// exit at once. macOS has no equivalent: there a `SIGKILL`ed checker leaves us to our own watchdog
/// (`TALLER_LIMITE_SEGUNDOS`), which ends the process at the test's time limit.
enum MuerteDelPadre {
  /// Environment variable with the checker's pid.
  static let variable = "TALLER_PADRE"

  /// Arms the signal; exits with status 70 if the expected parent is already gone.
  static func vigilar(entorno: [String: String]) {
    guard let texto = entorno[variable], let padre = pid_t(texto) else { return }
    #if os(Linux)
      // NB: `prctl` is variadic, which Swift cannot call; on Linux's x86_64 and arm64 ABIs a variadic
      // callee reads integer arguments from the same registers as a fixed-arity one, so calling it
      // through a fixed-arity pointer is exact (the pattern of `Lanzador.funcionCambioDirectorio`).
      typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
      let prSetPdeathsig: Int32 = 1
      if let biblioteca = dlopen(nil, RTLD_NOW), let simbolo = dlsym(biblioteca, "prctl") {
        _ = unsafeBitCast(simbolo, to: Prctl.self)(prSetPdeathsig, UInt(SIGKILL), 0, 0, 0)
      }
    #endif
    if getppid() != padre { _exit(70) }
  }
}
