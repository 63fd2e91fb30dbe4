import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a child with `posix_spawn` in its own process group, drains its output while it runs and
/// enforces a wall-clock limit by killing the whole group.
///
/// Foundation's `Process` does not put the child in a new process group, and its `terminate()`
/// leaves grandchildren alive (verified on Linux), so this small spawner is the documented exception
/// to "use Foundation first". The child gets stdin from `/dev/null`, stdout and stderr on pipes
/// read concurrently (a child that writes more than a pipe buffer never blocks), signals reset to
/// their defaults, and `SWIFT_BACKTRACE` as given by the caller; the environment is the caller's less
/// what Xcode injects (``EntornoHeredado``). When the child exits, whatever it
/// left in its group is killed too, and so is what it left outside its group (``Descendencia``:
/// adopted orphans on Linux, descendants seen while it ran on macOS). Every child is registered in
/// ``RegistroHijos`` so Ctrl-C can kill it. A ``ProcesoHijo/secreto`` reaches the child on
/// descriptor 3 (``SecretoHeredado``). The spawning thread is the one that waits for the child, so
/// it outlives it: the child's `PR_SET_PDEATHSIG` (set by the harness) fires only if the checker dies.
public enum Lanzador {
  /// Runs `hijo` to completion (or to its time limit) and returns what happened. Blocks the caller.
  /// - Throws: ``ErrorProceso`` if the child could not be started.
  public static func ejecutar(
    _ hijo: ProcesoHijo, registro: RegistroHijos = .compartido
  ) throws -> ResultadoProceso {
    let tuberiaSalida = try crearTuberia()
    let tuberiaErrores: (lectura: Int32, escritura: Int32)
    do { tuberiaErrores = try crearTuberia() } catch {
      close(tuberiaSalida.lectura)
      close(tuberiaSalida.escritura)
      throw error
    }
    let inicio = DispatchTime.now().uptimeNanoseconds
    let pid: pid_t
    let secreto: Int32?
    do {
      secreto = try hijo.secreto.map(SecretoHeredado.preparar)
    } catch {
      for fd in [tuberiaSalida.lectura, tuberiaSalida.escritura, tuberiaErrores.lectura, tuberiaErrores.escritura] {
        close(fd)
      }
      throw error
    }
    defer { if let secreto { close(secreto) } }
    do {
      pid = try registro.lanzar {
        try lanzar(hijo, salida: tuberiaSalida.escritura, errores: tuberiaErrores.escritura, secreto: secreto)
      }
    } catch {
      for fd in [tuberiaSalida.lectura, tuberiaSalida.escritura, tuberiaErrores.lectura, tuberiaErrores.escritura] {
        close(fd)
      }
      throw error
    }
    close(tuberiaSalida.escritura)
    close(tuberiaErrores.escritura)
    defer { registro.terminado(pid) }

    var drenaje = Drenaje(
      descriptores: [tuberiaSalida.lectura, tuberiaErrores.lectura], limite: hijo.limiteSalida)
    let fin: UInt64? = hijo.limiteSegundos.map { inicio + UInt64(max(0, $0) * 1e9) }
    var tiempoAgotado = false
    var interrumpido = false
    var muerto = false
    var finDelDrenaje: UInt64?
    // Set when we kill the group: by then the child must be reported dead, or we stop waiting.
    var finDeGracia: UInt64?

    var seguimiento = Descendencia.Seguimiento(raiz: pid)
    while true {
      let ahora = DispatchTime.now().uptimeNanoseconds
      if !muerto { seguimiento.observar(ahora: ahora) }
      if !muerto, haTerminado(pid) {
        // NB: the group is killed before reaping, so its id cannot have been reused yet.
        killpg(pid, SIGKILL)
        muerto = true
        finDelDrenaje = ahora + gracia
      }
      if !muerto, !tiempoAgotado, let fin, ahora >= fin {
        killpg(pid, SIGKILL)
        tiempoAgotado = true
        finDeGracia = ahora + gracia
      }
      if !muerto, !interrumpido, registro.interrumpido {
        killpg(pid, SIGKILL)
        interrumpido = true
        finDeGracia = finDeGracia ?? ahora + gracia
      }
      if !muerto, let finDeGracia, ahora >= finDeGracia { break }
      if drenaje.abiertos == 0 {
        if muerto { break }
        usleep(2_000)
        continue
      }
      if let finDelDrenaje, ahora >= finDelDrenaje { break }
      drenaje.leer(esperandoMilisegundos: 20)
    }
    drenaje.cerrar()

    let estado = recoger(pid, bloqueando: muerto)
    seguimiento.terminar()
    Descendencia.barrer(registro: registro)
    let fin2 = DispatchTime.now().uptimeNanoseconds
    return ResultadoProceso(
      terminacion: terminacion(estado), tiempoAgotado: tiempoAgotado, interrumpido: interrumpido,
      salida: drenaje.datos[0], errores: drenaje.datos[1], bytesDescartados: drenaje.descartados,
      duracion: Double(fin2 - inicio) / 1e9)
  }

  /// Nanoseconds a killed child gets to be reported dead, and its pipes to be drained.
  static let gracia: UInt64 = 2_000_000_000

  /// Reaps `pid`. A child known dead is waited for; otherwise (killed but never reported dead) it
  /// is polled for one more grace period and, if it is still there, assumed killed by `SIGKILL`.
  static func recoger(_ pid: pid_t, bloqueando: Bool) -> Int32 {
    var estado: Int32 = 0
    if bloqueando {
      while waitpid(pid, &estado, 0) < 0 && errno == EINTR {}
      return estado
    }
    let limite = DispatchTime.now().uptimeNanoseconds + gracia
    while DispatchTime.now().uptimeNanoseconds < limite {
      let resultado = waitpid(pid, &estado, WNOHANG)
      if resultado == pid { return estado }
      if resultado < 0 && errno != EINTR { break }
      usleep(10_000)
    }
    return SIGKILL
  }

  /// Whether the child has exited, without reaping it (its zombie keeps the group id reserved).
  ///
  /// NB: only an exit, a kill or a core dump counts. Darwin's `waitid` can report a *stopped* child
  /// (`CLD_STOPPED`) here too; a stopped child is alive, and the time limit (plus ``gracia``) ends it.
  static func haTerminado(_ pid: pid_t) -> Bool {
    var informacion = siginfo_t()
    let resultado = waitid(P_PID, id_t(pid), &informacion, WEXITED | WNOHANG | WNOWAIT)
    return resultado == 0 && esFinal(senal: informacion.si_signo, codigo: informacion.si_code)
  }

  /// `si_code` values of `SIGCHLD` (an enum in glibc, macros in Darwin: `Int32(…)` fits both).
  enum CodigoHijo {
    static let salio = Int32(CLD_EXITED)
    static let matado = Int32(CLD_KILLED)
    static let volcado = Int32(CLD_DUMPED)
    static let detenido = Int32(CLD_STOPPED)
    static let continuado = Int32(CLD_CONTINUED)
  }

  /// Whether a `waitid` report (`si_signo`, `si_code`) says the child is gone for good.
  static func esFinal(senal: Int32, codigo: Int32) -> Bool {
    senal == SIGCHLD && [CodigoHijo.salio, CodigoHijo.matado, CodigoHijo.volcado].contains(codigo)
  }

  static func terminacion(_ estado: Int32) -> ResultadoProceso.Terminacion {
    let senal = estado & 0x7f
    if senal == 0 { return .salida((estado >> 8) & 0xff) }
    return .senal(senal)
  }

  static func crearTuberia() throws -> (lectura: Int32, escritura: Int32) {
    var extremos: [Int32] = [0, 0]
    guard pipe(&extremos) == 0 else { throw ErrorProceso.sinTuberias(errno: errno) }
    // NB: close-on-exec so other children spawned meanwhile (checks run concurrently) do not
    // inherit our ends and keep them open; `dup2` in the child clears the flag on 1 and 2.
    for fd in extremos { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return (extremos[0], extremos[1])
  }

  #if canImport(Darwin)
    typealias AccionesArchivo = posix_spawn_file_actions_t?
  #else
    typealias AccionesArchivo = posix_spawn_file_actions_t
  #endif
  typealias FuncionCambioDirectorio = @convention(c) (
    UnsafeMutablePointer<AccionesArchivo>, UnsafePointer<CChar>
  ) -> Int32

  /// `posix_spawn_file_actions_addchdir_np`, looked up at run time: glibc declares it only under
  /// `_GNU_SOURCE`, which Swift's Glibc module does not set (glibc ≥ 2.29 and macOS ≥ 10.15 have it).
  static func funcionCambioDirectorio() -> FuncionCambioDirectorio? {
    guard let biblioteca = dlopen(nil, RTLD_NOW),
      let simbolo = dlsym(biblioteca, "posix_spawn_file_actions_addchdir_np")
    else { return nil }
    return unsafeBitCast(simbolo, to: FuncionCambioDirectorio.self)
  }

  /// Makes the child start in `directorio`; without the C function the child inherits ours.
  static func cambiarDirectorio(_ acciones: inout AccionesArchivo, _ directorio: String) {
    guard let cambiar = funcionCambioDirectorio() else { return }
    _ = directorio.withCString { cambiar(&acciones, $0) }
  }

  static func lanzar(_ hijo: ProcesoHijo, salida: Int32, errores: Int32, secreto: Int32? = nil) throws -> pid_t {
    #if canImport(Darwin)
      var acciones: posix_spawn_file_actions_t? = nil
      var atributos: posix_spawnattr_t? = nil
    #else
      var acciones = posix_spawn_file_actions_t()
      var atributos = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&acciones)
    posix_spawnattr_init(&atributos)
    defer {
      posix_spawn_file_actions_destroy(&acciones)
      posix_spawnattr_destroy(&atributos)
    }
    posix_spawn_file_actions_addopen(&acciones, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&acciones, salida, 1)
    posix_spawn_file_actions_adddup2(&acciones, errores, 2)
    // NB: last, so descriptor 3 cannot be overwritten by the dups above; `dup2` clears close-on-exec.
    if let secreto { posix_spawn_file_actions_adddup2(&acciones, secreto, ProcesoHijo.descriptorSecreto) }
    cambiarDirectorio(&acciones, hijo.directorio)

    var porDefecto = sigset_t()
    sigemptyset(&porDefecto)
    for senal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT] { sigaddset(&porDefecto, senal) }
    posix_spawnattr_setsigdefault(&atributos, &porDefecto)
    var mascara = sigset_t()
    sigemptyset(&mascara)
    posix_spawnattr_setsigmask(&atributos, &mascara)
    posix_spawnattr_setpgroup(&atributos, 0)
    var banderas = Int32(POSIX_SPAWN_SETPGROUP) | Int32(POSIX_SPAWN_SETSIGDEF)
      | Int32(POSIX_SPAWN_SETSIGMASK)
    #if canImport(Darwin)
      banderas |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #endif
    posix_spawnattr_setflags(&atributos, Int16(banderas))

    let argv = ([hijo.nombrePrograma ?? hijo.ejecutable] + hijo.argumentos).map { strdup($0) } + [nil]
    let envp = EntornoHeredado.paraHijo(hijo.entorno).sorted { $0.key < $1.key }
      .map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for puntero in argv { free(puntero) }
      for puntero in envp { free(puntero) }
    }
    var pid: pid_t = 0
    var resultado = posix_spawn(&pid, hijo.ejecutable, &acciones, &atributos, argv, envp)
    // NB: ETXTBSY: a child another thread was spawning at the instant the program was written
    // still held its descriptor; it goes away at that child's exec, moments later.
    for _ in 0..<50 where resultado == ETXTBSY {
      usleep(20_000)
      resultado = posix_spawn(&pid, hijo.ejecutable, &acciones, &atributos, argv, envp)
    }
    guard resultado == 0 else {
      throw ErrorProceso.noSePudoLanzar(programa: hijo.ejecutable, errno: resultado)
    }
    return pid
  }
}
