import Foundation

/// The toolchain programs the checker starts: `swift` (to build) and `swiftc` (to type-check the
/// compile-time checks), found on `PATH` without a shell.
public struct Herramientas: Sendable, Equatable {
  /// Absolute path of `swift`.
  public var swift: String
  /// Program and leading arguments that run `swiftc`: `[/…/swiftc]` on Linux,
  /// `[/usr/bin/xcrun, --sdk, macosx, swiftc]` on macOS (so the SDK is found).
  public var swiftc: [String]
  /// Extra flags for `swiftc -typecheck` so it matches the modules SwiftPM built (on macOS the
  /// target triple with the package's deployment target, 14.0).
  public var banderasSwiftc: [String]

  /// Creates a toolchain description; see the properties for each field.
  public init(swift: String, swiftc: [String], banderasSwiftc: [String] = []) {
    self.swift = swift
    self.swiftc = swiftc
    self.banderasSwiftc = banderasSwiftc
  }

  /// Finds the toolchain on `PATH`.
  /// - Throws: ``ErrorHerramientas/sinSwift`` when there is no `swift` on `PATH`.
  public static func localizar(entorno: [String: String]) throws -> Herramientas {
    guard let swift = buscar("swift", entorno: entorno) else { throw ErrorHerramientas.sinSwift }
    #if os(macOS)
      #if arch(arm64)
        let arquitectura = "arm64"
      #else
        let arquitectura = "x86_64"
      #endif
      return Herramientas(
        swift: swift, swiftc: ["/usr/bin/xcrun", "--sdk", "macosx", "swiftc"],
        banderasSwiftc: ["-target", "\(arquitectura)-apple-macosx14.0"])
    #else
      // NB: next to `swift`, so both come from the same toolchain (swiftly's proxies included).
      let vecino = URL(fileURLWithPath: swift).deletingLastPathComponent()
        .appendingPathComponent("swiftc").path
      let swiftc = FileManager.default.isExecutableFile(atPath: vecino)
        ? vecino : (buscar("swiftc", entorno: entorno) ?? vecino)
      return Herramientas(swift: swift, swiftc: [swiftc])
    #endif
  }

  /// The first executable `programa` in the folders of `PATH`.
  public static func buscar(_ programa: String, entorno: [String: String]) -> String? {
    let carpetas = (entorno["PATH"] ?? "").split(separator: ":").map(String.init)
    for carpeta in carpetas where !carpeta.isEmpty {
      let candidato = URL(fileURLWithPath: carpeta).appendingPathComponent(programa).path
      var esCarpeta: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidato, isDirectory: &esCarpeta),
        !esCarpeta.boolValue, FileManager.default.isExecutableFile(atPath: candidato)
      {
        return candidato
      }
    }
    return nil
  }
}

/// The toolchain could not be found.
public enum ErrorHerramientas: Error, Equatable, Sendable {
  /// No `swift` on `PATH`.
  case sinSwift
}
