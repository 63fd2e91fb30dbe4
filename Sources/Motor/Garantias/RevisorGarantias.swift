import Dispatch
import Foundation

/// Type-checks compile-time checks against the built modules with `swiftc -typecheck`.
///
/// A check holds when the snippet fails to compile, every error is within the expected lines, and
/// at least one error says one of the accepted phrasings (see ``Garantia``). An output that shows
/// the compiler could not load the built modules at all (another toolchain built them) is not a
/// verdict on the student's code: it is reported as a toolchain problem (``ResultadoGarantia/Estado/invalida(_:)``).
public struct RevisorGarantias: Sendable {
  /// The toolchain (`swiftc` and, on macOS, its target flags).
  public var toolchain: Toolchain
  /// Environment of `swiftc`.
  public var entorno: [String: String]
  /// Working directory of `swiftc`.
  public var directorio: URL
  /// Wall-clock limit of one `swiftc` in seconds.
  public var limiteSegundos: Double
  /// Registry of live children (Ctrl-C).
  public var registro: RegistroHijos
  /// `-module-cache-path` for `swiftc` (the build's own clang module cache, under its scratch
  /// path); `nil` leaves the compiler's default (a per-user cache shared by every project).
  public var cacheModulos: URL?
  /// The build's Clang-relevant flags (``BanderasClang``), so that `swiftc` finds its Clang modules
  /// in ``cacheModulos`` instead of compiling them again; `[]` adds none.
  public var banderasClang: [String]

  /// A checker of a lesson's type guarantees against a source folder.
  public init(
    toolchain: Toolchain, entorno: [String: String], directorio: URL,
    limiteSegundos: Double = 120, registro: RegistroHijos = .compartido, cacheModulos: URL? = nil,
    banderasClang: [String] = []
  ) {
    self.toolchain = toolchain
    self.entorno = entorno
    self.directorio = directorio
    self.limiteSegundos = limiteSegundos
    self.registro = registro
    self.cacheModulos = cacheModulos
    self.banderasClang = banderasClang
  }

  /// The arguments after the `swiftc` program: `-typecheck` the snippet with `modulos` (and its
  /// parent, the bin folder, for layouts that put `.swiftmodule` files there) on the import path,
  /// in Swift 6 mode, with `sdk` (`-sdk …` on macOS), the module cache and the build's Clang flags.
  public func argumentos(_ garantia: Garantia, modulos: URL, sdk: [String] = []) -> [String] {
    Array(toolchain.swiftc.dropFirst()) + toolchain.banderasSwiftc + sdk
      + (cacheModulos.map { ["-module-cache-path", $0.path] } ?? []) + banderasClang + [
        "-typecheck", "-swift-version", "6", "-module-name", "GarantiaDeTipos",
        "-I", modulos.path, "-I", modulos.deletingLastPathComponent().path, garantia.archivo.path,
      ]
  }

  /// `-sdk <ruta>` on macOS (``Toolchain/banderasSDK(entorno:mostrarSDK:)``); nothing elsewhere.
  func banderasSDK() -> [String] {
    #if os(macOS)
      Toolchain.banderasSDK(entorno: entorno)
    #else
      []
    #endif
  }

  /// Checks one snippet.
  /// - Parameter sdk: The SDK flags (computed once by ``comprobarTodas(_:modulos:)``); `nil`
  ///   computes them.
  public func comprobar(_ garantia: Garantia, modulos: URL, sdk: [String]? = nil) -> ResultadoGarantia {
    let hijo = ProcesoHijo(
      ejecutable: toolchain.swiftc[0], argumentos: argumentos(garantia, modulos: modulos, sdk: sdk ?? banderasSDK()),
      entorno: entorno, directorio: directorio.path, limiteSegundos: limiteSegundos,
      limiteSalida: 256 * 1024)
    guard let proceso = try? Lanzador.ejecutar(hijo, registro: registro) else {
      return ResultadoGarantia(garantia, estado: .invalida(.swiftcNoArranca))
    }
    if proceso.interrumpido { return ResultadoGarantia(garantia, estado: .invalida(.interrumpida)) }
    if proceso.tiempoAgotado {
      return ResultadoGarantia(garantia, estado: .invalida(.swiftcSinTiempo))
    }
    let texto = proceso.textoSalida + "\n" + proceso.textoErrores
    if let causa = Self.problemaDeToolchain(texto) {
      return ResultadoGarantia(
        garantia,
        estado: .invalida(.toolchainDistinta(swift: toolchain.swift, swiftc: toolchain.swiftc[0], linea: causa)))
    }
    let errores = SalidaCompilador(texto).errores
    return ResultadoGarantia(garantia, estado: Self.juzgar(garantia, errores: errores))
  }

  /// Phrases with which `swiftc` says it cannot use modules or an SDK made by another compiler
  /// (Swift 5.9–6.3 wordings). None of them can be caused by the student's code.
  static let frasesToolchain = [
    "compiled module was created by a different version of the compiler",
    "compiled module was created by an older version of the compiler",
    "compiled module was created by a newer version of the compiler",
    "module file was created by an older version of the compiler",
    "module file was created by a newer version of the compiler",
    "cannot be imported by the Swift",
    "built with SDK",
    "this SDK is not supported by the compiler",
    "was created for incompatible target",
    "malformed compiled module",
    "unable to load standard library",
  ]

  /// The first output line that shows a toolchain mismatch, or `nil`.
  static func problemaDeToolchain(_ salida: String) -> String? {
    salida.split(separator: "\n").map(String.init).first { linea in
      frasesToolchain.contains { linea.contains($0) }
    }?.trimmingCharacters(in: .whitespaces)
  }

  /// Whether `errores` show what `garantia` expects: at least one error in its lines with an
  /// accepted phrasing, and no error outside its lines.
  static func juzgar(_ garantia: Garantia, errores: [DiagnosticoCompilador]) -> ResultadoGarantia.Estado {
    if errores.isEmpty { return .rota(.compila) }
    let fuera = errores.filter { !garantia.lineas.contains($0.linea) }
    let esperado = errores.contains { error in
      garantia.lineas.contains(error.linea) && garantia.diagnosticos.contains { error.mensaje.contains($0) }
    }
    if esperado && fuera.isEmpty { return .cumple }
    let nombre = garantia.archivo.lastPathComponent
    let vistos = esperado ? fuera : errores
    return .rota(
      .otroError(
        esperados: garantia.diagnosticos, lineas: garantia.lineas,
        vistos: vistos.map { "\(nombre):\($0.linea):\($0.columna): error: \($0.mensaje)" }))
  }

  /// Checks several snippets, at most two `swiftc` at a time; results in the order given.
  public func comprobarTodas(_ garantias: [Garantia], modulos: URL) -> [ResultadoGarantia] {
    let sdk = garantias.isEmpty ? [] : banderasSDK()
    return EnParalelo.repartir(garantias.count, trabajadores: 2) { _, indice in
      comprobar(garantias[indice], modulos: modulos, sdk: sdk)
    }.compactMap { $0 }
  }
}
