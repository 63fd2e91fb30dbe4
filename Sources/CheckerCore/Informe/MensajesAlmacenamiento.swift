import Foundation
import Motor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Spanish description of a write that failed, with the cause and the fix. Never a raw
/// `NSError`, never English.
extension FalloAlmacenamiento: CustomStringConvertible {
  /// `no se pudo escribir '<ruta>': <causa>. <arreglo>`.
  public var description: String {
    if especial != nil { return "no se pudo copiar '\(ruta)': \(causa). \(arreglo)" }
    return "no se pudo escribir '\(ruta)': \(causa). \(arreglo)"
  }

  /// Why, in Spanish.
  public var causa: String {
    if let especial {
      let nombre = switch especial {
      case .fifo: "una tubería con nombre (FIFO)"
      case .socket: "un socket"
      case .dispositivo: "un archivo de dispositivo"
      case .otro: "un archivo de un tipo especial"
      }
      return "no es un archivo normal, sino \(nombre), y no se puede copiar ni guardar en la copia de seguridad"
    }
    return switch codigo {
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
    if especial != nil {
      return "Bórralo o sácalo de esa carpeta (`rm` sobre esa ruta; no es código tuyo) y vuelve a "
        + "ejecutar la orden. No se ha cambiado nada."
    }
    return switch codigo {
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
