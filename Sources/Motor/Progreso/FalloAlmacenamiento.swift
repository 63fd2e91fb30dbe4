import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file the checker keeps (progress, a backup, a restored lesson file) could not be written: the
/// path and the system's error number (the command-line layer words the cause and the fix).
public struct FalloAlmacenamiento: Error, Equatable, Sendable {
  /// The path that could not be written.
  public var ruta: String
  /// The `errno` value (`EACCES`, `ENOSPC`, `ENOTDIR`…), or 0 when unknown.
  public var codigo: Int32
  /// Set when `ruta` is not a regular file (a FIFO, a socket, a device): it cannot be copied, and
  /// reading a FIFO would block. `codigo` is then 0.
  public var especial: ArchivoEspecial?

  /// Creates a failure for `ruta` with `errno` `codigo`, or for a special file.
  public init(ruta: String, codigo: Int32, especial: ArchivoEspecial? = nil) {
    self.ruta = ruta
    self.codigo = codigo
    self.especial = especial
  }

  /// The failure behind any error Foundation or the system threw while writing `ruta`.
  public static func desde(_ error: any Error, ruta: String) -> FalloAlmacenamiento {
    if let fallo = error as? FalloAlmacenamiento { return fallo }
    return FalloAlmacenamiento(ruta: ruta, codigo: numero(error as NSError))
  }

  /// The POSIX error number inside a Foundation error, looking through underlying errors and
  /// mapping Cocoa's file-writing codes.
  static func numero(_ error: NSError) -> Int32 {
    if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
    if let debajo = error.userInfo[NSUnderlyingErrorKey] as? NSError {
      let codigo = numero(debajo)
      if codigo != 0 { return codigo }
    }
    switch CocoaError.Code(rawValue: error.code) {
    case .fileWriteNoPermission, .fileReadNoPermission: return EACCES
    case .fileWriteOutOfSpace: return ENOSPC
    case .fileWriteVolumeReadOnly: return EROFS
    case .fileWriteFileExists: return EEXIST
    case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
    default: return 0
    }
  }
}
