import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes a run test only the binary its own build produced.
///
/// Two checkers on the same workbook share `.build`: without care, run B can relink
/// `PruebasLeccion03` while run A is still running its tests (A's report then mixes old and new
/// code), and A can save its older result after B's newer one. So a build and what follows it run
/// under an exclusive `flock` on `<scratch>/taller-construccion.lock`: the build, the source check
/// (``OrigenFuentes``) and a copy of the fresh binary into the run's private temporary folder. SwiftPM
/// already serialises builds of one scratch folder, so the lock costs no parallelism. The moment the
/// copy is taken is the run's ``Apartado/sello``; progress keeps the result with the newest one.
/// A plain `swift build` in another terminal does not take the lock (see `DESIGN.md`, «Fiabilidad»).
enum BinarioPrivado {
  /// What the locked section produced.
  struct Apartado {
    /// The outcome of the build; on success its binary is the private copy.
    var resultado: Construccion.Resultado
    /// Why the build cannot be trusted (``OrigenFuentes``), if it cannot.
    var problemaFuentes: Rechazo?
    /// Seconds since 1970 when the copy was taken, under the lock.
    var sello: Double
  }

  /// Runs `construir` under the lock of `scratch`; on success checks the sources and copies the
  /// binary into `carpeta`.
  static func construir(
    scratch: URL, carpeta: URL, leccion: Leccion, fuente: FuenteLeccion, taller: Taller,
    _ construir: () throws -> Construccion.Resultado
  ) rethrows -> Apartado {
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    return try CerrojoArchivo.conCerrojoSiSePuede(scratch.appendingPathComponent("taller-construccion.lock").path) {
      try construirYApartar(carpeta: carpeta, leccion: leccion, fuente: fuente, taller: taller, construir)
    }
  }

  /// The build and copy of ``construir(scratch:carpeta:leccion:fuente:taller:_:)``, under its lock.
  private static func construirYApartar(
    carpeta: URL, leccion: Leccion, fuente: FuenteLeccion, taller: Taller,
    _ construir: () throws -> Construccion.Resultado
  ) rethrows -> Apartado {
    var resultado = try construir()
    var problema: Rechazo?
    if case .exito(var productos) = resultado {
      problema = OrigenFuentes.problema(binario: productos.binario, leccion: leccion, fuente: fuente, taller: taller)
      let copia = carpeta.appendingPathComponent(productos.binario.lastPathComponent)
      // NB: not `FileManager.copyItem`, whose descriptor is not close-on-exec (see
      // `EscrituraArchivo`). If the copy fails, the binary just built is still the newest one;
      // only the isolation is lost.
      if let datos = FileManager.default.contents(atPath: productos.binario.path),
        EscrituraArchivo.escribir(datos, en: copia.path, modo: 0o755) == nil
      {
        productos.binario = copia
        resultado = .exito(productos)
      }
    }
    return Apartado(resultado: resultado, problemaFuentes: problema, sello: Date().timeIntervalSince1970)
  }
}
