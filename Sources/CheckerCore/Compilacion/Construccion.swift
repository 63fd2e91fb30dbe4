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
  public var herramientas: Herramientas
  /// Environment given to `swift build` (plus `TALLER_FUENTE` when a source is chosen).
  public var entorno: [String: String]

  /// Creates a builder; see the properties for each field.
  public init(taller: Taller, herramientas: Herramientas, entorno: [String: String]) {
    self.taller = taller
    self.herramientas = herramientas
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
      return nil
    }
  }

  /// A successful build.
  public struct Productos: Sendable, Equatable {
    /// The hidden-test binary, fresh from this build.
    public var binario: URL
    /// The folder with the built `.swiftmodule` files (for `swiftc -typecheck -I`).
    public var modulos: URL
    /// Seconds the build took.
    public var duracion: Double
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

  /// `<scratch>/debug`, where SwiftPM links products (a symlink to the triple's folder).
  public func carpetaBinarios(_ opciones: Opciones) -> URL {
    (opciones.carpetaTemporal ?? taller.carpetaConstruccion).appendingPathComponent("debug")
  }

  /// The arguments of `swift build` for `leccion` (never a shell string).
  public func argumentos(_ leccion: Leccion, _ opciones: Opciones) -> [String] {
    var argumentos = ["build", "--product", leccion.producto, "--package-path", taller.raiz.path]
    if let carpeta = opciones.carpetaTemporal {
      argumentos += ["--scratch-path", carpeta.path]
    }
    return argumentos
  }

  /// Builds `leccion`'s hidden-test product and classifies a failure. A variant is first assembled
  /// on `Solucion/` (``Ensamblado``): `Package.swift` only points at the assembled folder.
  /// - Throws: ``ErrorEnsamblado`` if a variant cannot be assembled, ``ErrorProceso`` if `swift`
  ///   cannot be started.
  public func construir(
    _ leccion: Leccion, opciones: Opciones = Opciones(), tabla: TablaDiagnosticos,
    registro: RegistroHijos = .compartido
  ) throws -> Resultado {
    let ensamblado = Ensamblado(taller: taller)
    var carpetaFuente: String?
    if let nombre = opciones.ensamblado {
      try ensamblado.ensamblar(leccion, fuente: opciones.fuente, en: nombre)
      carpetaFuente = Ensamblado.carpetaRelativa(leccion, variante: nombre)
    }
    var entorno = self.entorno
    if let nombre = opciones.ensamblado {
      entorno["TALLER_FUENTE"] = "\(leccion.numero):\(nombre)"
    } else if let valor = opciones.fuente.valorEntorno(numero: leccion.numero) {
      entorno["TALLER_FUENTE"] = valor
    } else {
      entorno.removeValue(forKey: "TALLER_FUENTE")
    }
    let orden = OrdenProceso(
      ejecutable: herramientas.swift, argumentos: argumentos(leccion, opciones), entorno: entorno,
      directorio: taller.raiz.path, limiteSegundos: opciones.limiteSegundos,
      limiteSalida: 4 * 1024 * 1024)
    let resultado: ResultadoProceso
    do {
      resultado = try Lanzador.ejecutar(orden, registro: registro)
    } catch ErrorProceso.interrumpido {
      return .interrumpido
    }
    if resultado.interrumpido { return .interrumpido }
    let salida = resultado.textoSalida + "\n" + resultado.textoErrores
    if resultado.tiempoAgotado {
      var fallo = FalloCompilacion.clasificar(
        salida: salida, taller: taller, leccion: leccion, fuente: opciones.fuente, tabla: tabla,
        carpetaFuente: carpetaFuente)
      fallo.tipo = .tiempo
      return .fallo(fallo)
    }
    guard resultado.exito else {
      var fallo = FalloCompilacion.clasificar(
        salida: salida, taller: taller, leccion: leccion, fuente: opciones.fuente, tabla: tabla,
        carpetaFuente: carpetaFuente)
      if let carpetaFuente {
        // NB: name the file the instructor edits (`Variantes/x/…` or `Solucion/…`), not its copy.
        for indice in fallo.errores.indices where fallo.errores[indice].archivo.hasPrefix(carpetaFuente + "/") {
          let relativo = String(fallo.errores[indice].archivo.dropFirst(carpetaFuente.count + 1))
          fallo.errores[indice].archivo =
            ensamblado.origen(de: relativo, leccion, fuente: opciones.fuente) ?? fallo.errores[indice].archivo
        }
      }
      return .fallo(fallo)
    }
    let binarios = carpetaBinarios(opciones)
    return .exito(
      Productos(
        binario: binarios.appendingPathComponent(leccion.producto),
        modulos: binarios.appendingPathComponent("Modules"), duracion: resultado.duracion))
  }
}
