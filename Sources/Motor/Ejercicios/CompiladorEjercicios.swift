import Foundation

/// Compiles each exercise of a per-exercise lesson as its own unit with `swiftc`, against the
/// runtime module that `swift build --target ComposableArchitecture` just built.
///
/// It compiles to an object file (`-c -wmo -parse-as-library`), not just `-typecheck`, so errors
/// found after type checking (`missing return`) count too. The module name is the lesson's
/// (`Leccion05`), as in the real build.
public struct CompiladorEjercicios: Sendable {
  /// The workbook.
  public var taller: Taller
  /// The toolchain (`swiftc` and, on macOS, its target flags).
  public var toolchain: Toolchain
  /// Environment of `swiftc`.
  public var entorno: [String: String]
  /// Wall-clock limit of one `swiftc`, in seconds.
  public var limiteSegundos: Double
  /// Registry of live children (Ctrl-C).
  public var registro: RegistroHijos

  /// A compiler of a per-exercise lesson's exercises, each on its own.
  public init(
    taller: Taller, toolchain: Toolchain, entorno: [String: String], limiteSegundos: Double = 300,
    registro: RegistroHijos = .compartido
  ) {
    self.taller = taller
    self.toolchain = toolchain
    self.entorno = entorno
    self.limiteSegundos = limiteSegundos
    self.registro = registro
  }

  /// The arguments after the `swiftc` program for `archivos` (absolute paths): the build's own
  /// module cache (`<bin>/ModuleCache`, never the user's global one) with the build's Clang flags
  /// (``BanderasClang``, so its Clang modules are reused) and, on macOS, `sdk`.
  public func argumentos(
    modulo: String, archivos: [URL], modulos: URL, objeto: URL, sdk: [String] = [], banderasClang: [String] = []
  ) -> [String] {
    let cache = modulos.deletingLastPathComponent().appendingPathComponent("ModuleCache")
    return Array(toolchain.swiftc.dropFirst()) + toolchain.banderasSwiftc + sdk + banderasClang + [
      "-module-cache-path", cache.path,
      "-c", "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", modulo,
      "-I", modulos.path, "-I", modulos.deletingLastPathComponent().path, "-o", objeto.path,
    ] + archivos.map(\.path)
  }

  /// Compiles `ejercicio`'s `archivos` and explains its errors with `tabla`.
  /// - Returns: `nil` if the checker was interrupted.
  public func compilar(
    _ ejercicio: EjercicioDeclarado, archivos: [URL], leccion: Leccion, modulos: URL, carpeta: URL,
    tabla: TablaDiagnosticos
  ) -> EjercicioCompilado? {
    if let falta = archivos.first(where: { !FileManager.default.fileExists(atPath: $0.path) }) {
      return EjercicioCompilado(
        ejercicio: ejercicio, problema: .faltaArchivo(ruta: taller.rutaRelativa(falta), leccion: leccion.numero))
    }
    try? CarpetaPropia.crear(carpeta, dentroDe: taller.carpetaConstruccion)
    let objeto = carpeta.appendingPathComponent("ejercicio\(ejercicio.numero).o")
    let hijo = ProcesoHijo(
      ejecutable: toolchain.swiftc[0],
      argumentos: argumentos(
        modulo: leccion.modulo, archivos: archivos, modulos: modulos, objeto: objeto, sdk: banderasSDK(),
        banderasClang: BanderasClang.deLaConstruccion(modulos: modulos, modulo: "ComposableArchitecture")),
      entorno: entorno, directorio: taller.raiz.path, limiteSegundos: limiteSegundos,
      limiteSalida: 512 * 1024)
    guard let proceso = try? Lanzador.ejecutar(hijo, registro: registro) else {
      return registro.interrumpido
        ? nil : EjercicioCompilado(ejercicio: ejercicio, problema: .swiftcNoArranca)
    }
    if proceso.interrumpido { return nil }
    if proceso.tiempoAgotado {
      return EjercicioCompilado(ejercicio: ejercicio, problema: .swiftcSinTiempo)
    }
    let texto = proceso.textoSalida + "\n" + proceso.textoErrores
    // Not the student's error: the runtime module comes from another compiler (as for the type
    // guarantees, where this is told apart the same way).
    if let linea = RevisorGarantias.problemaDeToolchain(texto) {
      return EjercicioCompilado(
        ejercicio: ejercicio,
        problema: .toolchainDistinta(swift: toolchain.swift, swiftc: toolchain.swiftc[0], linea: linea))
    }
    let rutas = RutasRelativas(taller: taller)
    let errores = SalidaCompilador(texto).errores
      .map { diagnostico -> DiagnosticoCompilador in
        var relativo = diagnostico
        relativo.archivo = rutas.relativa(diagnostico.archivo)
        relativo.notasAdjuntas = diagnostico.notasAdjuntas.flatMap(rutas.notaParaElInforme)
        return relativo
      }
      .sorted { ($0.archivo, $0.linea, $0.columna) < ($1.archivo, $1.linea, $1.columna) }
    if errores.isEmpty && !proceso.exito {
      let detalle = rutas.relativizarTexto(proceso.textoErrores.trimmingCharacters(in: .whitespacesAndNewlines))
      return EjercicioCompilado(ejercicio: ejercicio, problema: .fallaSinError(detalle: detalle))
    }
    return EjercicioCompilado(
      ejercicio: ejercicio, errores: errores, explicaciones: errores.map { tabla.explicacion(para: $0) })
  }

  /// `-sdk <ruta>` on macOS (the same rule as the type guarantees); nothing elsewhere.
  func banderasSDK() -> [String] {
    #if os(macOS)
      Toolchain.banderasSDK(entorno: entorno)
    #else
      []
    #endif
  }
}
