import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
