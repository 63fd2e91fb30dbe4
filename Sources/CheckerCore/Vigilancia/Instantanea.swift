import Foundation
import Motor

/// The content fingerprint of the `.swift` files of a folder: what `vigilar` compares to decide
/// whether something changed.
///
/// Dates are never used: a save within the file system's date granularity, or an atomic save
/// (`write tmp` + `rename`) that restores an older date, keeps the date but changes the bytes.
/// Each file is summarised by its size and a 64-bit FNV-1a hash of its bytes.
public struct Instantanea: Sendable, Equatable {
  /// The fingerprint of one file.
  public struct Huella: Sendable, Equatable {
    /// Size in bytes.
    public var bytes: Int
    /// FNV-1a hash of the contents.
    public var hash: UInt64
  }

  /// Per relative path (`Contador.swift`), its fingerprint.
  public var huellas: [String: Huella]

  /// A snapshot with these fingerprints.
  public init(huellas: [String: Huella] = [:]) {
    self.huellas = huellas
  }

  /// A snapshot of files given by contents (tests).
  public init(contenidos: [String: Data]) {
    self.huellas = contenidos.mapValues { Huella(bytes: $0.count, hash: Self.fnv1a($0)) }
  }

  /// Reads every non-hidden `.swift` file under `carpeta`. A missing folder gives an empty snapshot.
  public static func tomar(_ carpeta: URL) -> Instantanea {
    var contenidos: [String: Data] = [:]
    for archivo in ArchivosCarpeta.listar(carpeta) where archivo.hasSuffix(".swift") {
      if let datos = FileManager.default.contents(atPath: carpeta.appendingPathComponent(archivo).path) {
        contenidos[archivo] = datos
      }
    }
    return Instantanea(contenidos: contenidos)
  }

  /// The files added, removed or changed since `anterior`, sorted.
  public func cambios(desde anterior: Instantanea) -> [String] {
    Set(huellas.keys).union(anterior.huellas.keys).filter { huellas[$0] != anterior.huellas[$0] }.sorted()
  }

  /// 64-bit FNV-1a.
  static func fnv1a(_ datos: Data) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in datos {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
