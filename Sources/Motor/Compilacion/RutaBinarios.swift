import Foundation

/// Where SwiftPM puts a build's products: the answer of `swift build --show-bin-path` given the
/// same package path and scratch path as the build (configuration: debug, the default of both).
///
/// The native build system answers `<scratch>/<triple>/debug`; the newer one (`swiftbuild`) writes
/// elsewhere. Nothing is assumed: the hidden-test binary is `<answer>/PruebasLeccionNN` and the
/// modules are in `<answer>/Modules` (and `<answer>` itself is also on the import path).
///
/// Asking costs one SwiftPM start (about 0.6 s), so the answer is kept in
/// `<scratch>/taller-ruta-binarios.json` under a key made of everything that can change it (the
/// `swift` program and the file it resolves to, the arguments, the toolchain-selecting environment,
/// `.swift-version`, the selected Xcode). A kept answer whose product is missing after a successful
/// build is asked again, once.
public struct RutaBinarios: Sendable {
  /// The workbook.
  public var taller: Taller
  /// The toolchain.
  public var toolchain: Toolchain
  /// Environment of the question (the build's own, so SwiftPM evaluates the same manifest).
  public var entorno: [String: String]

  /// A resolver of where SwiftPM puts the binaries of `taller`, for that toolchain and environment.
  public init(taller: Taller, toolchain: Toolchain, entorno: [String: String]) {
    self.taller = taller
    self.toolchain = toolchain
    self.entorno = entorno
  }

  /// `build --show-bin-path --package-path <raíz> [--scratch-path <carpeta>]`.
  public func argumentos(carpetaTemporal: URL?) -> [String] {
    var argumentos = ["build", "--show-bin-path", "--package-path", taller.raiz.path]
    if let carpetaTemporal { argumentos += ["--scratch-path", carpetaTemporal.path] }
    return argumentos
  }

  /// The scratch folder: the given one or the package's `.build`.
  func carpeta(_ carpetaTemporal: URL?) -> URL { carpetaTemporal ?? taller.carpetaConstruccion }

  /// The file that keeps the answer.
  public func archivoCache(carpetaTemporal: URL?) -> URL {
    carpeta(carpetaTemporal).appendingPathComponent("taller-ruta-binarios.json")
  }

  /// Environment variables that select a toolchain, an SDK or a build system.
  static let variablesToolchain = ["TOOLCHAINS", "DEVELOPER_DIR", "SDKROOT", "SWIFTPM_BUILD_SYSTEM"]

  /// Everything the answer depends on, as one string.
  public func clave(carpetaTemporal: URL?) -> String {
    var partes = [toolchain.swift, URL(fileURLWithPath: toolchain.swift).resolvingSymlinksInPath().path]
    partes += argumentos(carpetaTemporal: carpetaTemporal)
    partes += Self.variablesToolchain.map { "\($0)=\(entorno[$0] ?? "")" }
    let version = taller.raiz.appendingPathComponent(".swift-version")
    partes.append("swift-version=" + ((try? String(contentsOf: version, encoding: .utf8)) ?? ""))
    #if os(macOS)
      // NB: `xcode-select -s` changes what the `/usr/bin/swift` shim runs without changing `PATH`.
      let xcode = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/var/db/xcode_select_link")) ?? ""
      partes.append("xcode-select=" + xcode)
    #endif
    return partes.joined(separator: "\n")
  }

  /// What is kept on disk.
  struct Guardada: Codable, Equatable {
    var clave: String
    var ruta: String
  }

  /// The kept answer for this key, or `nil`.
  public func guardada(carpetaTemporal: URL?) -> URL? {
    guard let datos = FileManager.default.contents(atPath: archivoCache(carpetaTemporal: carpetaTemporal).path),
      let guardada = try? JSONDecoder().decode(Guardada.self, from: datos),
      guardada.clave == clave(carpetaTemporal: carpetaTemporal), !guardada.ruta.isEmpty
    else { return nil }
    return URL(fileURLWithPath: guardada.ruta)
  }

  /// Asks SwiftPM and keeps the answer (a failure to keep it is harmless: it is asked next time).
  /// - Returns: The folder, or `nil` if `swift` failed or printed no absolute path.
  public func preguntar(carpetaTemporal: URL?, registro: RegistroHijos = .compartido) -> URL? {
    let hijo = ProcesoHijo(
      ejecutable: toolchain.swift, argumentos: argumentos(carpetaTemporal: carpetaTemporal), entorno: entorno,
      directorio: taller.raiz.path, limiteSegundos: 120)
    guard let resultado = try? Lanzador.ejecutar(hijo, registro: registro), resultado.exito else { return nil }
    // NB: the path is the last line; SwiftPM may print warnings before it.
    guard let ruta = resultado.textoSalida.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces),
      ruta.hasPrefix("/")
    else { return nil }
    let guardada = Guardada(clave: clave(carpetaTemporal: carpetaTemporal), ruta: ruta)
    if let datos = try? JSONEncoder().encode(guardada) {
      try? FileManager.default.createDirectory(at: carpeta(carpetaTemporal), withIntermediateDirectories: true)
      try? datos.write(to: archivoCache(carpetaTemporal: carpetaTemporal), options: .atomic)
    }
    return URL(fileURLWithPath: ruta)
  }

  /// The bin folder of a build that just succeeded, such that `producto` exists in it: the kept
  /// answer if its product exists, else SwiftPM's fresh answer.
  /// - Returns: `nil` when SwiftPM cannot answer.
  public func resolver(producto: String, carpetaTemporal: URL?, registro: RegistroHijos = .compartido) -> URL? {
    if let guardada = guardada(carpetaTemporal: carpetaTemporal),
      FileManager.default.isExecutableFile(atPath: guardada.appendingPathComponent(producto).path)
    {
      return guardada
    }
    return preguntar(carpetaTemporal: carpetaTemporal, registro: registro)
  }
}
