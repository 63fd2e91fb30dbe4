import Foundation

/// The fingerprint of a file's bytes: `fnv1a64:<16 hex digits>` (64-bit FNV-1a).
///
/// It detects changes; it is not a signature. The toolchain offers no digest on Linux (CryptoKit
/// is Apple-only) and the package takes no dependencies, so the eight lines are ours.
public enum HuellaArchivo {
  /// The fingerprint of the file at `url`; an unreadable or missing file hashes as empty, and a
  /// special file (a FIFO, whose reading would block) is never read: `especial`.
  public static func de(_ url: URL) -> String {
    if ArchivoEspecial.de(url.path) != nil { return "especial" }
    return de(FileManager.default.contents(atPath: url.path) ?? Data())
  }

  /// The fingerprint of `datos`.
  public static func de(_ datos: Data) -> String {
    let valor = datos.withUnsafeBytes { bytes in
      bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }
    let hex = String(valor, radix: 16)
    return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
  }
}
