import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe that already holds a secret and is at end of file, for a child to inherit on one descriptor.
enum SecretoHeredado {
  /// Writes `secreto` into a new pipe, closes the writing end and returns the reading end (close-on-exec,
  /// numbered 10 or higher so the spawn's `dup2` to ``ProcesoHijo/descriptorSecreto`` never clashes
  /// with it). The caller closes it after the spawn.
  /// - Throws: ``ErrorProceso/sinTuberias(errno:)``.
  static func preparar(_ secreto: String) throws -> Int32 {
    let tuberia = try Lanzador.crearTuberia()
    let datos = Array(secreto.utf8)
    // NB: far below the pipe buffer (≥ 4 KiB everywhere), so the write never blocks.
    let escritos = datos.withUnsafeBytes { write(tuberia.escritura, $0.baseAddress, $0.count) }
    let fallo = errno
    close(tuberia.escritura)
    let lectura = fcntl(tuberia.lectura, F_DUPFD_CLOEXEC, 10)
    close(tuberia.lectura)
    guard escritos == datos.count, lectura >= 0 else {
      if lectura >= 0 { close(lectura) }
      throw ErrorProceso.sinTuberias(errno: escritos < 0 ? fallo : errno)
    }
    return lectura
  }

  /// A fresh random secret: 64 hexadecimal digits from the system's generator.
  static func nuevo() -> String {
    var generador = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let valor = generador.next() as UInt64
      let texto = String(valor, radix: 16)
      return String(repeating: "0", count: 16 - texto.count) + texto
    }.joined()
  }
}
