import Foundation

/// A child process to start: program, arguments as an array (never a shell string), environment,
/// working directory and limits.
public struct ProcesoHijo: Sendable {
  /// Absolute path of the program.
  public var ejecutable: String
  /// Arguments, without the program name.
  public var argumentos: [String]
  /// What the child sees as its own name (`argv[0]`, `CommandLine.arguments[0]`); `nil` is
  /// ``ejecutable``. The hidden tests get a neutral one, so the student's code cannot tell the
  /// test binary by it (issue 46.6).
  public var nombrePrograma: String?
  /// The complete environment of the child.
  public var entorno: [String: String]
  /// Working directory of the child (absolute path).
  public var directorio: String
  /// Wall-clock limit in seconds, counted from the spawn; `nil` for none. On expiry the child's
  /// whole process group is killed.
  public var limiteSegundos: Double?
  /// Bytes kept of each of stdout and stderr; the rest is read (so the child never blocks) and
  /// dropped.
  public var limiteSalida: Int
  /// Bytes the child can read once from descriptor ``ProcesoHijo/descriptorSecreto`` (a pipe
  /// already at end of file), or `nil` for none. Never in the environment or the arguments, which
  /// other processes of the same user can read.
  public var secreto: String?

  /// The descriptor number a ``secreto`` arrives on in the child.
  public static let descriptorSecreto: Int32 = 3

  /// A child process to start: program, arguments, folder, environment and limits.
  public init(
    ejecutable: String, argumentos: [String], entorno: [String: String], directorio: String,
    limiteSegundos: Double? = nil, limiteSalida: Int = 64 * 1024, secreto: String? = nil,
    nombrePrograma: String? = nil
  ) {
    self.secreto = secreto
    self.nombrePrograma = nombrePrograma
    self.ejecutable = ejecutable
    self.argumentos = argumentos
    self.entorno = entorno
    self.directorio = directorio
    self.limiteSegundos = limiteSegundos
    self.limiteSalida = limiteSalida
  }
}

/// How a child process ended and what it wrote.
public struct ResultadoProceso: Sendable, Equatable {
  /// How the process ended.
  public enum Terminacion: Sendable, Equatable {
    /// It exited with this status (`exit(n)` or returning from `main`).
    case salida(Int32)
    /// A signal ended it (`SIGILL` 4 for a Swift trap on x86, `SIGTRAP` 5 on arm64, `SIGABRT` 6…).
    case senal(Int32)
  }

  /// How it ended (after a time-out or interruption: the `SIGKILL` we sent).
  public var terminacion: Terminacion
  /// The wall-clock limit expired and we killed the process group.
  public var tiempoAgotado: Bool
  /// The checker was interrupted (Ctrl-C) while this child ran.
  public var interrumpido: Bool
  /// The first ``ProcesoHijo/limiteSalida`` bytes of stdout.
  public var salida: Data
  /// The first ``ProcesoHijo/limiteSalida`` bytes of stderr.
  public var errores: Data
  /// Bytes of stdout and stderr read but dropped because of the cap.
  public var bytesDescartados: Int
  /// Seconds from the spawn to the end.
  public var duracion: Double

  /// The process exited with status 0.
  public var exito: Bool { terminacion == .salida(0) && !tiempoAgotado && !interrumpido }

  /// stdout as text (invalid UTF-8 repaired).
  public var textoSalida: String { String(decoding: salida, as: UTF8.self) }
  /// stderr as text (invalid UTF-8 repaired).
  public var textoErrores: String { String(decoding: errores, as: UTF8.self) }
}

/// Why a child could not be started.
public enum ErrorProceso: Error, Equatable, Sendable {
  /// `posix_spawn` failed with this `errno` (program missing, not executable…).
  case noSePudoLanzar(programa: String, errno: Int32)
  /// A pipe could not be created.
  case sinTuberias(errno: Int32)
  /// The checker is being interrupted: no new children.
  case interrumpido
}
