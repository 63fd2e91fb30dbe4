/// Writing a program (a fake `swift`, a copy of `calificar.sh`) that a test then executes, while other
/// tests spawn children at the same time.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why ``escribirPrograma(_:en:antesDeCerrar:)`` failed: the `errno` of `open`, `write` or `chmod`.
public struct ErrorProgramaDePrueba: Error, CustomStringConvertible {
  /// The path being written.
  public let ruta: String
  /// The failing call's `errno`.
  public let codigo: Int32
  public var description: String { "no se pudo escribir \(ruta): \(String(cString: strerror(codigo)))" }
}

/// Writes `texto` to `url` (replacing it, creating its folder) with permissions `0o755`, through a
/// descriptor opened close-on-exec.
///
/// `Data.write(to:)` opens without `O_CLOEXEC` on Linux: a child another test spawns while the file
/// is open inherits the descriptor open for writing and keeps it for its whole life (a `swift build`,
/// minutes), and executing the program fails all that time with `ETXTBSY` (errno 26), which
/// `Lanzador`'s short retry does not outlast. Seen in `.ci/run` with the Swift 6.0.3 phase in parallel.
/// - Parameter antesDeCerrar: Tests of this helper only: runs with the descriptor still open.
/// - Throws: ``ErrorProgramaDePrueba``.
public func escribirPrograma(_ texto: String, en url: URL, antesDeCerrar: () -> Void = {}) throws {
  try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  let ruta = url.path
  let descriptor = open(ruta, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
  guard descriptor >= 0 else { throw ErrorProgramaDePrueba(ruta: ruta, codigo: errno) }
  defer { close(descriptor) }
  let bytes = Array(texto.utf8)
  var escritos = 0
  while escritos < bytes.count {
    let resultado = bytes[escritos...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if resultado < 0 {
      if errno == EINTR { continue }
      throw ErrorProgramaDePrueba(ruta: ruta, codigo: errno)
    }
    escritos += resultado
  }
  // NB: `open` aplica la umask; el modo se fija aparte.
  guard fchmod(descriptor, 0o755) == 0 else { throw ErrorProgramaDePrueba(ruta: ruta, codigo: errno) }
  antesDeCerrar()
}
