import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a new file with plain system calls, so a failure keeps its `errno` (Foundation's
/// `createFile` only says "no").
enum EscrituraArchivo {
  /// Creates `ruta` (which must not exist), writes `datos` completely and flushes it to disk.
  /// - Parameter fallaCon: Tests only: fail with this `errno` after writing half of `datos`.
  /// - Returns: `nil` on success, else the `errno` of the failing call (the file may be left half
  ///   written: the caller removes it).
  /// - Parameter modo: The new file's permissions (`0o755` for a program).
  static func escribir(_ datos: Data, en ruta: String, modo: mode_t = 0o644, fallaCon: Int32? = nil) -> Int32? {
    // NB: close-on-exec, so a child spawned meanwhile by another thread never inherits this
    // descriptor open for writing (which would make executing the file fail with ETXTBSY).
    let descriptor = open(ruta, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, modo)
    guard descriptor >= 0 else { return errno }
    defer { close(descriptor) }
    let bytes = [UInt8](datos)
    let limite = fallaCon == nil ? bytes.count : bytes.count / 2
    var escritos = 0
    while escritos < limite {
      let resultado = bytes[escritos..<limite].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if resultado < 0 {
        if errno == EINTR { continue }
        return errno
      }
      escritos += resultado
    }
    if let fallaCon { return fallaCon }
    return fsync(descriptor) == 0 ? nil : errno
  }
}
