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

  /// A kind of file that is neither a regular file nor a folder.
  public enum ArchivoEspecial: Sendable, Equatable {
    /// A named pipe (`mkfifo`).
    case fifo
    /// A Unix domain socket.
    case socket
    /// A block or character device.
    case dispositivo
    /// Anything else the system reports.
    case otro

    /// The kind of the file at `ruta`, or `nil` for a regular file, a folder or a missing path
    /// (symbolic links are followed).
    public static func de(_ ruta: String) -> ArchivoEspecial? {
      guard let tipo = (try? FileManager.default.attributesOfItem(atPath: ruta))?[.type] as? FileAttributeType else { return nil }
      switch tipo {
      case .typeRegular, .typeDirectory, .typeSymbolicLink:
        // NB: `attributesOfItem` does not follow a final link; the target decides.
        if tipo == .typeSymbolicLink {
          let destino = URL(fileURLWithPath: ruta).resolvingSymlinksInPath().path
          return destino == ruta ? nil : de(destino)
        }
        return nil
      case .typeSocket: return .socket
      case .typeBlockSpecial, .typeCharacterSpecial: return .dispositivo
      default:
        // NB: Foundation has no `FileAttributeType` for a FIFO; `stat` says `S_IFIFO`.
        var informacion = stat()
        if stat(ruta, &informacion) == 0, informacion.st_mode & S_IFMT == S_IFIFO { return .fifo }
        return .otro
      }
    }
  }

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
