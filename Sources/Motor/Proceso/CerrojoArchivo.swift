import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock on a file (`flock`), held while a closure runs: the one lock helper
/// of the engine (progress file, private binary copies). The file is created if missing and opened
/// close-on-exec, so a child process never inherits the lock; a wait interrupted by a signal
/// (`EINTR`) is retried.
enum CerrojoArchivo {
  /// Why the lock could not be taken: the `errno` of `open` or `flock`.
  struct Fallo: Error, Equatable {
    /// The `errno` value.
    var codigo: Int32
  }

  /// Runs `cuerpo` holding the lock on `ruta`.
  /// - Throws: ``Fallo`` when the file cannot be opened or locked, or what `cuerpo` throws.
  static func conCerrojo<T>(_ ruta: String, _ cuerpo: () throws -> T) throws -> T {
    let descriptor = try tomar(ruta).get()
    defer { soltar(descriptor) }
    return try cuerpo()
  }

  /// Runs `cuerpo` holding the lock on `ruta` if it can be taken, and without it otherwise (where a
  /// lock only protects against a rare race and failing would be worse).
  static func conCerrojoSiSePuede<T>(_ ruta: String, _ cuerpo: () throws -> T) rethrows -> T {
    guard case .success(let descriptor) = tomar(ruta) else { return try cuerpo() }
    defer { soltar(descriptor) }
    return try cuerpo()
  }

  /// Runs `cuerpo` holding the lock on `ruta` if nobody holds it now; `nil` without running it when
  /// the lock is held elsewhere or cannot be taken.
  static func siEstaLibre<T>(_ ruta: String, _ cuerpo: () throws -> T) rethrows -> T? {
    guard case .success(let descriptor) = tomar(ruta, esperar: false) else { return nil }
    defer { soltar(descriptor) }
    return try cuerpo()
  }

  private static func tomar(_ ruta: String, esperar: Bool = true) -> Result<Int32, Fallo> {
    let descriptor = open(ruta, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return .failure(Fallo(codigo: errno)) }
    while flock(descriptor, esperar ? LOCK_EX : LOCK_EX | LOCK_NB) != 0 {
      guard errno == EINTR else {
        let codigo = errno
        close(descriptor)
        return .failure(Fallo(codigo: codigo))
      }
    }
    return .success(descriptor)
  }

  private static func soltar(_ descriptor: Int32) {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
