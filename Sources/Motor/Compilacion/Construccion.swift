import Foundation

/// Builds one lesson's hidden-test product with `swift build --product PruebasLeccionNN`.
///
/// One product per call (a second `--product` is silently ignored by SwiftPM). The result says
/// where the fresh binary is only when that very build exited 0: a failed build can leave an older
/// binary behind, which must never run.
public struct Construccion: Sendable {
  /// The workbook.
  public var taller: Taller
  /// The toolchain.
  public var toolchain: Toolchain
  /// Environment given to `swift build` (plus `TALLER_FUENTE` when a source is chosen, and
  /// `TALLER_SIN_SWIFTUI=1` when ``dejaFueraSwiftUI(_:_:)``).
  public var entorno: [String: String]

  /// A builder of lesson products in `taller`, with the toolchain and the environment every build gets.
  public init(taller: Taller, toolchain: Toolchain, entorno: [String: String]) {
    self.taller = taller
    self.toolchain = toolchain
    self.entorno = entorno
  }

  /// Options of one build.
  public struct Opciones: Sendable, Equatable {
    /// Which sources the lesson module is built from (`TALLER_FUENTE`).
    public var fuente: FuenteLeccion
    /// `--scratch-path`; `nil` uses the package's default `.build`.
    public var carpetaTemporal: URL?
    /// Wall-clock limit of the build in seconds; `nil` for none.
    public var limiteSegundos: Double?
    /// When set, the source is assembled in `.build/fuentes/leccionNN/<ensamblarEn>` and built from
    /// there (`TALLER_FUENTE=NN:<ensamblarEn>`), whatever it is. `verificar` builds every source of a
    /// lesson from one such folder: the manifest's environment stays the same (SwiftPM reuses its
    /// evaluation) and each build only recompiles the files that differ from the previous source.
    /// `nil`: a variant is assembled in its own folder, the rest is built where it lies.
    public var ensamblarEn: String?

    /// Creates options; the defaults build the working copy in `.build` without a limit.
    public init(
      fuente: FuenteLeccion = .copiaDeTrabajo, carpetaTemporal: URL? = nil,
      limiteSegundos: Double? = nil, ensamblarEn: String? = nil
    ) {
      self.fuente = fuente
      self.carpetaTemporal = carpetaTemporal
      self.limiteSegundos = limiteSegundos
      self.ensamblarEn = ensamblarEn
    }

    /// The folder name under `.build/fuentes/leccionNN/` this build assembles into, if any.
    public var ensamblado: String? {
      if let ensamblarEn { return ensamblarEn }
      if case .variante(let nombre) = fuente { return nombre }
      if case .mutante = fuente { return FuenteLeccion.carpetaMutantes }
      return nil
    }
  }

  /// A successful build.
  public struct Productos: Sendable, Equatable {
    /// The hidden-test binary, fresh from this build.
    public var binario: URL
    /// The folder with the built `.swiftmodule` files (for `swiftc -typecheck -I`).
    public var modulos: URL
    /// The build's clang module cache (`<bin>/ModuleCache`), reused by `swiftc -typecheck`.
    public var cacheModulos: URL
    /// Seconds the build took.
    public var duracion: Double
    /// Whether SwiftPM built it or the checker ran SwiftPM's planned commands itself.
    public var camino: Camino = .swiftpm
  }

  /// Who ran a build's compiler commands.
  public enum Camino: String, Sendable, Equatable {
    /// `swift build --product PruebasLeccionNN`.
    case swiftpm
    /// ``ConstruccionDirecta``: the lesson's commands from SwiftPM's current plan.
    case directo
  }

  /// The outcome of a build.
  public enum Resultado: Sendable, Equatable {
    /// The build exited 0.
    case exito(Productos)
    /// The build failed; classified.
    case fallo(FalloCompilacion)
    /// The checker was interrupted during the build.
    case interrumpido
  }

  /// Where this build's products are: SwiftPM's answer (``RutaBinarios``), or, if SwiftPM cannot
  /// answer, `<scratch>/debug` (the native build system's link to the triple's folder).
  public func carpetaBinarios(
    _ leccion: Leccion, _ opciones: Opciones, entorno: [String: String], registro: RegistroHijos
  ) -> URL {
    RutaBinarios(taller: taller, toolchain: toolchain, entorno: entorno)
      .resolver(producto: leccion.producto, carpetaTemporal: opciones.carpetaTemporal, registro: registro)
      ?? (opciones.carpetaTemporal ?? taller.carpetaConstruccion).appendingPathComponent("debug")
  }

  /// Whether this build leaves the lesson's SwiftUI views out (`TALLER_SIN_SWIFTUI=1`, see
  /// `Package.swift`), so its hidden-test processes and type-checks never load SwiftUI/AppKit.
  ///
  /// Only on macOS (elsewhere there is no SwiftUI to leave out) and only for a lesson whose sources
  /// import SwiftUI: an environment that differs from the outer `swift run checker`'s makes SwiftPM
  /// plan the build again (0.3–0.9 s per run, measured on a loaded Linux machine).
  public func dejaFueraSwiftUI(_ leccion: Leccion, _ fuente: FuenteLeccion) -> Bool {
    #if os(macOS)
      let carpetas = [leccion.carpetaFuente(fuente), leccion.carpeta + "/Solucion"]
      return Self.importaSwiftUI(carpetas.map { taller.raiz.appendingPathComponent($0) })
    #else
      return false
    #endif
  }

  /// Whether some `.swift` file under `carpetas` has an `import SwiftUI` line.
  public static func importaSwiftUI(_ carpetas: [URL]) -> Bool {
    carpetas.contains { carpeta in
      ArchivosCarpeta.listar(carpeta).filter { $0.hasSuffix(".swift") }.contains { archivo in
        let texto = (try? String(contentsOf: carpeta.appendingPathComponent(archivo), encoding: .utf8)) ?? ""
        return texto.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "import SwiftUI" }
      }
    }
  }

  /// The arguments of `swift build` for `leccion` (never a shell string).
  public func argumentos(_ leccion: Leccion, _ opciones: Opciones) -> [String] {
    ["build", "--product", leccion.producto, "--package-path", taller.raiz.path]
      + argumentosCarpeta(opciones.carpetaTemporal)
  }

  /// `--scratch-path <carpeta> --disable-index-store` for a scratch path of the checker's own
  /// (verification, the integrity suite); only `--scratch-path` when `carpeta` is the package's
  /// `.build`, and nothing without a folder.
  ///
  /// NB: no editor ever reads the index of such a folder, and writing it costs compile time
  /// (measured cold, on two idle cores: the checker's modules took 40 CPU·s with the index store
  /// and 33.5 without). The package's `.build` keeps SwiftPM's default: the outer `swift run
  /// checker` (and other tests' builds of a copied workbook) build there with it, and a different
  /// flag would recompile every shared module on each alternation. For the same reason every build
  /// in one scratch path passes the same flags (the runtime's too,
  /// ``construirRuntime(opciones:tabla:leccion:registro:)``).
  public func argumentosCarpeta(_ carpeta: URL?) -> [String] {
    guard let carpeta else { return [] }
    let propia = carpeta.standardizedFileURL.path != taller.carpetaConstruccion.standardizedFileURL.path
    return ["--scratch-path", carpeta.path] + (propia ? ["--disable-index-store"] : [])
  }

  /// Builds `leccion`'s hidden-test product and classifies a failure. A variant is first assembled
  /// on `Solucion/` (``Ensamblado``): `Package.swift` only points at the assembled folder.
  /// - Parameter carpetaFuente: A folder relative to the root that replaces the module's sources
  ///   (a per-exercise lesson's assembly); its errors are reported as `opciones.fuente`'s.
  /// - Throws: ``ErrorEnsamblado`` if a variant cannot be assembled, ``ErrorProceso`` if `swift`
  ///   cannot be started.
  public func construir(
    _ leccion: Leccion, opciones: Opciones = Opciones(), tabla: TablaDiagnosticos,
    registro: RegistroHijos = .compartido, carpetaFuente: String? = nil
  ) throws -> Resultado {
    let ensamblado = Ensamblado(taller: taller)
    var carpetaVariante: String?
    if let nombre = opciones.ensamblado {
      try ensamblado.ensamblar(leccion, fuente: opciones.fuente, en: nombre)
      carpetaVariante = Ensamblado.carpetaRelativa(leccion, variante: nombre)
    }
    var entorno = self.entorno
    if dejaFueraSwiftUI(leccion, opciones.fuente) {
      entorno["TALLER_SIN_SWIFTUI"] = "1"
    }
    if let carpetaFuente {
      entorno["TALLER_FUENTE"] = "\(leccion.numero):\(carpetaFuente)"
    } else if let nombre = opciones.ensamblado {
      entorno["TALLER_FUENTE"] = "\(leccion.numero):\(nombre)"
    } else if let valor = opciones.fuente.valorEntorno(numero: leccion.numero) {
      entorno["TALLER_FUENTE"] = valor
    } else {
      entorno.removeValue(forKey: "TALLER_FUENTE")
    }
    let hijo = ProcesoHijo(
      ejecutable: toolchain.swift, argumentos: argumentos(leccion, opciones), entorno: entorno,
      directorio: taller.raiz.path, limiteSegundos: opciones.limiteSegundos,
      limiteSalida: 4 * 1024 * 1024)
    // NB: on a first build the question for the bin folder runs meanwhile (see `RutaBinarios.anticipar`).
    let esperarRuta = RutaBinarios(taller: taller, toolchain: toolchain, entorno: entorno)
      .anticipar(carpetaTemporal: opciones.carpetaTemporal, registro: registro)
    defer { esperarRuta() }
    // NB: the content decides, not the dates (a file restored with `cp -a` keeps an old one).
    let contenido = ContenidoConstruido(
      carpetaConstruccion: opciones.carpetaTemporal ?? taller.carpetaConstruccion, taller: taller, leccion: leccion)
    let carpetaModulo = carpetaFuente ?? carpetaVariante ?? leccion.carpetaFuente(opciones.fuente)
    let instantanea = contenido.renovarFechas([carpetaModulo, leccion.carpetaPruebas]).instantanea
    let directa = ConstruccionDirecta(
      taller: taller, toolchain: toolchain, entorno: entorno, leccion: leccion,
      scratch: contenido.carpetaConstruccion, carpetaModulo: carpetaModulo)
    // NB: a per-exercise build points the module at another folder each time. An assembled source
    // (`verificar`'s shared folder, mutants) keeps its plan, but its files are rewritten one source
    // after another with dates pushed into the future (`Ensamblado.fechaPosterior`), and on 4 Dec
    // 2026 a direct build there once graded lesson 3's `error-setter-sobrante` (a new `Action`
    // case) with crashing tests that SwiftPM built correctly: assembled sources always use SwiftPM.
    let admiteDirecta = carpetaFuente == nil && carpetaVariante == nil
    if admiteDirecta, let directo = construirDirecto(directa, opciones: opciones, tabla: tabla, registro: registro) {
      contenido.anotar(instantanea)
      return directo
    }
    let testigo = Self.dejarTestigo(en: contenido.carpetaConstruccion)
    defer { if let testigo { try? FileManager.default.removeItem(at: testigo.url) } }
    let resultado: ResultadoProceso
    do {
      resultado = try Lanzador.ejecutar(hijo, registro: registro)
    } catch ErrorProceso.interrumpido {
      return .interrumpido
    }
    if resultado.interrumpido { return .interrumpido }
    contenido.anotar(instantanea)
    var salida = resultado.textoSalida + "\n" + resultado.textoErrores
    if let carpetaFuente {
      salida = salida.replacingOccurrences(
        of: taller.raiz.appendingPathComponent(carpetaFuente).path + "/",
        with: taller.raiz.appendingPathComponent(leccion.carpetaFuente(opciones.fuente)).path + "/")
    }
    if resultado.tiempoAgotado {
      var fallo = FalloCompilacion.clasificar(
        salida: salida, taller: taller, leccion: leccion, fuente: opciones.fuente, tabla: tabla,
        carpetaFuente: carpetaVariante)
      fallo.tipo = .tiempo
      return .fallo(fallo)
    }
    guard resultado.exito else {
      var fallo = FalloCompilacion.clasificar(
        salida: salida, taller: taller, leccion: leccion, fuente: opciones.fuente, tabla: tabla,
        carpetaFuente: carpetaVariante)
      // NB: whatever SwiftPM printed then (a missing file under `.build`) is a consequence.
      if let testigo, !Self.sigue(testigo), fallo.errores.isEmpty {
        fallo.tipo = .construccionBorrada
      }
      nombrarOrigenes(&fallo, carpetaVariante: carpetaVariante, leccion: leccion, fuente: opciones.fuente)
      return .fallo(fallo)
    }
    esperarRuta()
    if admiteDirecta { directa.registrarPlan() }
    let binarios = carpetaBinarios(leccion, opciones, entorno: entorno, registro: registro)
    return .exito(
      Productos(
        binario: binarios.appendingPathComponent(leccion.producto),
        modulos: binarios.appendingPathComponent("Modules"),
        cacheModulos: binarios.appendingPathComponent("ModuleCache"), duracion: resultado.duracion))
  }

  /// Names, in `fallo`'s errors, the file the instructor edits (`Variantes/x/…` or `Solucion/…`)
  /// instead of its copy in the assembled folder `carpetaVariante` (nothing without one).
  func nombrarOrigenes(
    _ fallo: inout FalloCompilacion, carpetaVariante: String?, leccion: Leccion, fuente: FuenteLeccion
  ) {
    guard let carpetaVariante else { return }
    let ensamblado = Ensamblado(taller: taller)
    for indice in fallo.errores.indices where fallo.errores[indice].archivo.hasPrefix(carpetaVariante + "/") {
      let relativo = String(fallo.errores[indice].archivo.dropFirst(carpetaVariante.count + 1))
      fallo.errores[indice].archivo = ensamblado.origen(de: relativo, leccion, fuente: fuente) ?? fallo.errores[indice].archivo
    }
  }

  /// Leaves a hidden file of this build (its own name, so concurrent checkers never share it) in an
  /// existing build folder, to tell afterwards whether the folder was deleted meanwhile (an inode
  /// number can be reused at once); `nil` when the folder does not exist yet or cannot be written.
  static func dejarTestigo(en carpeta: URL) -> (url: URL, valor: Data)? {
    guard ArchivosCarpeta.esCarpeta(carpeta) else { return nil }
    let url = carpeta.appendingPathComponent(".taller-testigo-\(UUID().uuidString)")
    let valor = Data(UUID().uuidString.utf8)
    return (try? valor.write(to: url, options: .atomic)) != nil ? (url, valor) : nil
  }

  /// Whether the file ``dejarTestigo(en:)`` left is still there with its value.
  static func sigue(_ testigo: (url: URL, valor: Data)) -> Bool {
    FileManager.default.contents(atPath: testigo.url.path) == testigo.valor
  }
}
