import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file the checker keeps (progress, a backup, a restored lesson file) could not be written: the
/// path, the system's error number, and a Spanish description with the cause and the fix. Never a
/// raw `NSError`, never English.
public struct FalloAlmacenamiento: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path that could not be written.
  public var ruta: String
  /// The `errno` value (`EACCES`, `ENOSPC`, `ENOTDIR`…), or 0 when unknown.
  public var codigo: Int32

  /// Creates a failure for `ruta` with `errno` `codigo`.
  public init(ruta: String, codigo: Int32) {
    self.ruta = ruta
    self.codigo = codigo
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

  /// `no se pudo escribir '<ruta>': <causa>. <arreglo>`.
  public var description: String {
    "no se pudo escribir '\(ruta)': \(causa). \(arreglo)"
  }

  /// Why, in Spanish.
  public var causa: String {
    switch codigo {
    case EACCES, EPERM:
      "no hay permiso para escribir ahí (el archivo o su carpeta son de solo lectura, o están marcados como inmutables)"
    case EROFS: "el disco es de solo lectura"
    case ENOSPC, EDQUOT: "el disco está lleno"
    case ENOTDIR, EEXIST: "una de las carpetas de esa ruta existe, pero es un archivo"
    case EISDIR: "en esa ruta hay una carpeta, no un archivo"
    case ENOENT: "una carpeta de esa ruta no existe"
    case 0: "el sistema no dijo por qué"
    default: "el sistema devolvió el error número \(codigo)"
    }
  }

  /// What to do, in Spanish.
  public var arreglo: String {
    switch codigo {
    case EACCES, EPERM:
      "Devuélvele el permiso de escritura (`chmod u+w` sobre esa ruta; si es inmutable, "
        + "`chflags nouchg` en macOS o `chattr -i` en Linux) y vuelve a ejecutar el checker."
    case EROFS: "Trabaja en una copia del taller en un disco donde se pueda escribir."
    case ENOSPC, EDQUOT:
      "Libera espacio (por ejemplo, borra la carpeta `.build`, que se rehace sola) y vuelve a ejecutar el checker."
    case ENOTDIR, EEXIST, EISDIR:
      "Cambia de nombre lo que estorba (por ejemplo, `mv .taller .taller-viejo` si `.taller` es un "
        + "archivo); el checker vuelve a crear lo que necesita."
    default: "Comprueba que puedes escribir en esa carpeta y vuelve a ejecutar el checker."
    }
  }
}
