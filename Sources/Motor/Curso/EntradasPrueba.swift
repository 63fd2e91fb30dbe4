import Foundation

/// Everything a sealed proof of one lesson reads, in named parts, and their fingerprints now.
///
/// | part | what | why it is an input |
/// |---|---|---|
/// | `leccion` | `Lessons/NN-*` entire (`leccion.json`, Plantilla, Solucion, variants, NoCompila, README) | the sources built and what each must do |
/// | `pruebas` | `Tests/Exercises/LeccionNN` | the hidden tests that judge them |
/// | `workbook` | `Sources/Workbook/LeccionNN` | with `CI=true` it must equal `Plantilla/` |
/// | `runtime` | `Sources/ComposableArchitecture`, `Sources/SwiftUIDeImitacion` | what every source links |
/// | `arnes` | `Sources/TallerArnes`, `Sources/TallerComun` | how hidden tests run and report |
/// | `motor` | `Sources/Motor` | what builds, runs and judges (the ``Verificador``, mutants, analysis) |
/// | `manifiesto` | `Package.swift` without the other lessons' lines of its course list | the targets |
/// | `huellas` | the entries of `Lessons/huellas.json` for this lesson's files and the common ones | the fingerprints a check compares |
/// | `integridad` | the integrity suite and the `verificar` commands (``integridad``) | what turns findings into a verdict |
/// | `toolchain` | `swift --version`, entire | the compiler and its target |
///
/// Not inputs: `CheckerCore`'s texts (the engine returns typed findings, `MotorSinFrasesTests`),
/// other lessons, documentation outside the lesson, `Fixtures/`; the tests of those always run.
public enum EntradasPrueba {
  /// Shared by every lesson: part name → folders and files relative to the root.
  static let comunes: [String: [String]] = [
    "runtime": ["Sources/ComposableArchitecture", "Sources/SwiftUIDeImitacion"],
    "arnes": ["Sources/TallerArnes", "Sources/TallerComun"],
    "motor": ["Sources/Motor"],
    "manifiesto": ["Package.swift"],
    "huellas": [HuellasCurso.archivo],
  ]

  /// The code that turns a proof's findings into its verdict: the integrity suite (and the
  /// environment it gives its children) and the commands `verificar` and `verificar --mutantes`
  /// (which decide their exit codes). One list for every proof: the integrity suite and
  /// `checker verificar` write the same ``PruebaSellable/verificar`` seal.
  static let integridad = [
    "Tests/IntegracionTests/Integridad", "Tests/IntegracionTests/E2E/TallerE2E.swift", "Sources/Checker",
    "Sources/CheckerCore/Ordenes/Ordenes+Mutantes.swift", "Sources/CheckerCore/Ordenes/Ordenes+Verificar.swift",
  ]

  /// Part name → the folders and files of that part for a proof of `leccion` (the same for every
  /// ``PruebaSellable``; the seal's key tells the proofs apart).
  public static func partes(_ leccion: Leccion) -> [String: [String]] {
    comunes.merging([
      "leccion": [leccion.carpeta],
      "pruebas": [leccion.carpetaPruebas],
      "workbook": [leccion.carpetaCopiaTrabajo],
      "integridad": integridad,
    ]) { $1 }
  }

  /// Part name → fingerprint of its files as they are now in `taller` (each file's path and
  /// ``HuellaArchivo``, sorted, hashed together), plus `toolchain`: the fingerprint of `version`.
  /// A missing part hashes as the empty list, so creating it changes the fingerprint. Two parts are
  /// of one lesson's share of a course-wide file, so that adding lesson 6 (a new line in
  /// `Package.swift`, new entries in `Lessons/huellas.json`) does not re-prove lessons 1–5:
  /// `manifiesto` is `Package.swift` without the other lessons' `leccion(N, …)` lines
  /// (``manifiestoDe(_:_:)``), and `huellas` the recorded entries under ``HuellasCurso/rutas(de:)``.
  public static func huellas(
    _ taller: Taller, _ leccion: Leccion, version: IdentidadToolchain
  ) -> [String: String] {
    var huellas = partes(leccion).mapValues { rutas in
      texto(rutas.flatMap { HuellasCurso.archivosBajo($0, en: taller) }.sorted().map { archivo in
        archivo + "\t" + HuellaArchivo.de(taller.raiz.appendingPathComponent(archivo))
      })
    }
    let manifiesto = FileManager.default.contents(atPath: taller.manifiesto.path).map { String(decoding: $0, as: UTF8.self) }
    huellas["manifiesto"] = texto(manifiesto.map { [manifiestoDe($0, leccion)] } ?? [])
    let rutas = HuellasCurso.rutas(de: leccion)
    let propias = (HuellasCurso.leer(taller)?.archivos ?? [:]).filter { archivo, _ in
      rutas.contains { archivo == $0 || archivo.hasPrefix($0 + "/") }
    }
    huellas["huellas"] = texto(propias.map { $0.key + "\t" + $0.value }.sorted())
    huellas["toolchain"] = HuellaArchivo.de(Data(version.texto.utf8))
    return huellas
  }

  /// `Package.swift`'s text without the lines of its course list that name another lesson
  /// (`  leccion(6, "efectos"),`): the rest of the manifest, this lesson's line included, is input.
  static func manifiestoDe(_ texto: String, _ leccion: Leccion) -> String {
    texto.split(separator: "\n", omittingEmptySubsequences: false).filter { linea in
      let recortada = linea.drop { $0 == " " || $0 == "\t" }
      guard recortada.hasPrefix("leccion(") else { return true }
      let numero = recortada.dropFirst("leccion(".count).prefix { $0.isNumber }
      return Int(numero) == leccion.numero
    }.joined(separator: "\n")
  }

  /// The fingerprint of `lineas`, one per line.
  static func texto(_ lineas: [String]) -> String { HuellaArchivo.de(Data(lineas.joined(separator: "\n").utf8)) }
}

/// The toolchain a proof runs on, as `swift --version` tells it on its standard output.
public struct IdentidadToolchain: Sendable, Equatable {
  /// What `swift --version` printed, entire (compiler, its build, the target triple).
  public var texto: String

  /// Wraps what `swift --version` printed.
  public init(texto: String) { self.texto = texto }

  /// `6.3.1-linux`: the compiler version and the platform this engine was built for, for the
  /// seal's key (``ClaveSello``). The full text is a fingerprinted part of the seal anyway.
  public var etiqueta: String {
    #if os(macOS)
      let plataforma = "macos"
    #elseif os(Linux)
      let plataforma = "linux"
    #else
      let plataforma = "other"
    #endif
    let version = texto.range(of: "version [0-9][0-9.]*", options: .regularExpression).map { rango in
      String(texto[rango].dropFirst("version ".count))
    }
    return (version ?? "unknown") + "-" + plataforma
  }

  /// Asks `toolchain`'s `swift` for its version (one short child, 60 s at most).
  /// - Returns: `nil` when it could not be run or failed: then nothing is skipped nor sealed.
  public static func de(_ toolchain: Toolchain, entorno: [String: String]) -> IdentidadToolchain? {
    let hijo = ProcesoHijo(
      ejecutable: toolchain.swift, argumentos: ["--version"], entorno: entorno,
      directorio: FileManager.default.currentDirectoryPath, limiteSegundos: 60)
    guard let resultado = try? Lanzador.ejecutar(hijo), resultado.exito else { return nil }
    let texto = String(decoding: resultado.salida, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return texto.isEmpty ? nil : IdentidadToolchain(texto: texto)
  }
}
