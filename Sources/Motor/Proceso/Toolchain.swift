import Foundation

/// The toolchain programs the checker starts: `swift` (to build) and `swiftc` (to type-check the
/// compile-time checks), found on `PATH` without a shell.
///
/// Both come from ONE toolchain: `swiftc` is the neighbour of the `swift` that builds, never the
/// first `swiftc` on `PATH` nor `xcrun`'s choice. A snippet type-checked by another compiler cannot
/// import the `.swiftmodule` files the build wrote («compiled module was created by a different
/// version of the compiler»), which would look like a broken guarantee.
public struct Toolchain: Sendable, Equatable {
  /// Absolute path of `swift`.
  public var swift: String
  /// Program and leading arguments that run `swiftc`: `[/…/swiftc]`, next to ``swift``.
  public var swiftc: [String]
  /// Extra flags for `swiftc -typecheck` so it matches the modules SwiftPM built (on macOS the
  /// target triple with the package's deployment target, 14.0; the SDK is added at check time,
  /// see ``banderasSDK(entorno:mostrarSDK:)``).
  public var banderasSwiftc: [String]

  /// A toolchain whose `swift` and `swiftc` are already known (``localizar()`` finds the real one).
  public init(swift: String, swiftc: [String], banderasSwiftc: [String] = []) {
    self.swift = swift
    self.swiftc = swiftc
    self.banderasSwiftc = banderasSwiftc
  }

  /// Finds the toolchain on `PATH`: the first `swift`, and the `swiftc` of the same toolchain.
  /// - Throws: ``ErrorToolchain/sinSwift`` when there is no `swift` on `PATH`.
  public static func localizar(entorno: [String: String]) throws -> Toolchain {
    guard let swift = buscar("swift", entorno: entorno) else { throw ErrorToolchain.sinSwift }
    let swiftc = swiftcVecino(de: swift) ?? buscar("swiftc", entorno: entorno) ?? vecino("swiftc", de: swift)
    #if os(macOS)
      #if arch(arm64)
        let arquitectura = "arm64"
      #else
        let arquitectura = "x86_64"
      #endif
      return Toolchain(
        swift: swift, swiftc: [swiftc], banderasSwiftc: ["-target", "\(arquitectura)-apple-macosx14.0"])
    #else
      return Toolchain(swift: swift, swiftc: [swiftc])
    #endif
  }

  /// The `swiftc` of the toolchain `swift` belongs to: next to `swift` as found on `PATH` (the
  /// shims `/usr/bin/swift` and `/usr/bin/swiftc` of macOS, swiftly's proxies and a toolchain's
  /// `usr/bin` all have both side by side, and a shim pair resolves through the same `xcrun`
  /// selection), else next to the file a symlinked `swift` points to.
  /// - Returns: `nil` when neither place has an executable `swiftc`.
  public static func swiftcVecino(de swift: String) -> String? {
    let candidatos = [
      vecino("swiftc", de: swift),
      vecino("swiftc", de: URL(fileURLWithPath: swift).resolvingSymlinksInPath().path),
    ]
    return candidatos.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// `<carpeta de ruta>/<programa>`.
  static func vecino(_ programa: String, de ruta: String) -> String {
    URL(fileURLWithPath: ruta).deletingLastPathComponent().appendingPathComponent(programa).path
  }

  /// `-sdk <ruta>` for `swiftc` on macOS, chosen as SwiftPM chooses it: `SDKROOT` when set, else
  /// what `xcrun --sdk macosx --show-sdk-path` prints (run only when needed). Empty on Linux, and
  /// empty when neither gives a path (the driver then looks for the SDK itself).
  /// - Parameter mostrarSDK: Replaces the `xcrun` call (tests); `nil` runs it.
  public static func banderasSDK(
    entorno: [String: String], mostrarSDK: (() -> String?)? = nil
  ) -> [String] {
    if let sdk = entorno["SDKROOT"], !sdk.isEmpty { return ["-sdk", sdk] }
    let mostrado = mostrarSDK.map { $0() } ?? mostrarSDKConXcrun(entorno: entorno)
    guard let sdk = mostrado?.trimmingCharacters(in: .whitespacesAndNewlines), !sdk.isEmpty else {
      return []
    }
    return ["-sdk", sdk]
  }

  /// The SDK `xcrun --sdk macosx --show-sdk-path` names, or `nil` (not macOS, no `xcrun`, error).
  public static func mostrarSDKConXcrun(entorno: [String: String]) -> String? {
    #if os(macOS)
      let hijo = ProcesoHijo(
        ejecutable: "/usr/bin/xcrun", argumentos: ["--sdk", "macosx", "--show-sdk-path"], entorno: entorno,
        directorio: FileManager.default.currentDirectoryPath, limiteSegundos: 30)
      guard let resultado = try? Lanzador.ejecutar(hijo), resultado.exito else { return nil }
      return resultado.textoSalida
    #else
      return nil
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
public enum ErrorToolchain: Error, Equatable, Sendable {
  /// No `swift` on `PATH`.
  case sinSwift
}
