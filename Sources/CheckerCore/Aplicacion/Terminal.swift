import Foundation
import Motor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Questions to the person at the terminal (`reiniciar`, `solucion`).
public enum Terminal {
  /// Asks `pregunta` on stderr and reads the answer from stdin, only when stdin is a terminal.
  /// - Returns: `true` for `s`, `sí`, `si`, `y` or `yes` (any case); `false` for anything else or
  ///   end of input; `nil` when stdin is not a terminal (then the command needs `--si`).
  @Sendable public static func preguntar(_ pregunta: String) -> Bool? {
    guard isatty(STDIN_FILENO) == 1 else { return nil }
    FileHandle.standardError.write(Data((pregunta + " [s/N] ").utf8))
    guard let respuesta = readLine() else { return false }
    return esAfirmativa(respuesta)
  }

  /// Whether `respuesta` means yes.
  public static func esAfirmativa(_ respuesta: String) -> Bool {
    ["s", "si", "y", "yes"].contains(NombreLeccion.normalizar(respuesta))
  }
}
