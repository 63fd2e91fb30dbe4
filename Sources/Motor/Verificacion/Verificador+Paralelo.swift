import Dispatch
import Foundation

extension Verificador {
  /// `TALLER_VERIFICACION_PARALELAS`: how many lessons to verify at once (a positive integer).
  public static let variableParalelas = "TALLER_VERIFICACION_PARALELAS"

  /// How many lessons ``verificar(_:paralelas:alTerminar:)`` runs at once by default: the value of
  /// ``variableParalelas``, else 2 (or 1 on a one-core machine). When several lessons share one
  /// scratch path they run one at a time whatever this says (SwiftPM locks the scratch path).
  ///
  /// NB: measured on this project's two-core machine, lessons 3 and 4 (42 builds) took 211 s one
  /// after the other and 93 s two at a time: most of a variant's build is SwiftPM's own start-up,
  /// manifest and planning latency, not compilation, so two builds overlap well.
  public var paralelas: Int {
    if let texto = entorno[Self.variableParalelas], let valor = Int(texto), valor > 0 { return valor }
    return max(1, min(2, ProcessInfo.processInfo.activeProcessorCount))
  }

  /// `.build/verificacion/trabajador-<k+1>`: the scratch path of worker `k` (0-based) when
  /// `checker verificar` (every lesson) and the integrity suite verify several lessons, so both
  /// reuse each other's builds; `nil` when ``variableCarpeta`` names one folder for everything.
  public func carpetaDeTrabajador(_ trabajador: Int) -> URL? {
    if let compartida = entorno[Self.variableCarpeta], !compartida.isEmpty { return nil }
    return taller.carpetaConstruccion.appendingPathComponent("verificacion/trabajador-\(trabajador + 1)")
  }

  /// Verifies `lecciones` as `checker verificar` does for several lessons: ``paralelas`` at a time,
  /// each worker in ``carpetaDeTrabajador(_:)`` (or all in the one folder of ``variableCarpeta``).
  public func verificarVarias(
    _ lecciones: [Leccion], alTerminar: @escaping @Sendable (VerificacionLeccion) -> Void = { _ in }
  ) -> [VerificacionLeccion] {
    var porTrabajador: (@Sendable (Int) -> URL)?
    if carpetaDeTrabajador(0) != nil {
      let verificador = self
      porTrabajador = { @Sendable trabajador in
        verificador.carpetaDeTrabajador(trabajador) ?? verificador.taller.carpetaConstruccion
      }
    }
    return verificar(lecciones, paralelas: paralelas, carpetaDeTrabajador: porTrabajador, alTerminar: alTerminar)
  }

  /// How many lessons of `lecciones` can really run at once: `paralelas`, but 1 when two of them
  /// share a scratch path.
  public func trabajadores(_ lecciones: [Leccion], paralelas: Int) -> Int {
    let carpetas = Set(lecciones.map { carpetaTemporal($0).standardizedFileURL.path })
    return carpetas.count < lecciones.count ? 1 : max(1, min(paralelas, lecciones.count))
  }

  /// Verifies `lecciones`, up to `paralelas` at a time. Each lesson keeps its own scratch path and
  /// builds its sources one after another, each binary run right after its own build; only
  /// different lessons overlap. Stops starting lessons after Ctrl-C.
  /// - Parameters:
  ///   - carpetaDeTrabajador: When given, worker `k` (0-based) builds every lesson it takes in
  ///     `carpetaDeTrabajador(k)` instead of ``carpetaTemporal``: the runtime is compiled once per
  ///     worker instead of once per lesson (the integrity suite of `swift test` uses it: two cold
  ///     builds of the runtime instead of four).
  ///   - alTerminar: Called (from any thread, one call at a time) as each lesson finishes.
  /// - Returns: One verification per lesson that ran, in the order of `lecciones`.
  public func verificar(
    _ lecciones: [Leccion], paralelas: Int, carpetaDeTrabajador: (@Sendable (Int) -> URL)? = nil,
    alTerminar: @escaping @Sendable (VerificacionLeccion) -> Void = { _ in }
  ) -> [VerificacionLeccion] {
    let trabajadores = carpetaDeTrabajador == nil
      ? trabajadores(lecciones, paralelas: paralelas) : max(1, min(paralelas, lecciones.count))
    let registro = registro
    return EnParalelo.repartir(
      lecciones.count, trabajadores: trabajadores, seguir: { !registro.interrumpido },
      alTerminar: { _, verificacion in alTerminar(verificacion) }
    ) { trabajador, indice in
      var verificador = self
      if let carpeta = carpetaDeTrabajador?(trabajador) { verificador.carpetaTemporal = { _ in carpeta } }
      return verificador.verificar(lecciones[indice])
    }.compactMap { $0 }
  }
}
