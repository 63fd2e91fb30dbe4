import Foundation
import Motor

extension Ordenes {
  /// `checker vigilar leccionN`: checks the lesson, then again whenever the contents of a `.swift`
  /// file of its working copy change. Runs until Ctrl-C (exit 130; ``Interrupcion`` kills every
  /// child group first).
  func vigilar(_ numero: Int) -> CodigoSalida {
    guard let leccion = leccion(numero) else { return .uso }
    guard aplicacion.toolchain() != nil else { return .interno }
    let revision = RevisionCLI(aplicacion: aplicacion, taller: taller, catalogo: catalogo, estilo: estilo, json: false)
    let carpeta = taller.raiz.appendingPathComponent(leccion.carpetaCopiaTrabajo)
    let registro = aplicacion.registro
    let salida = aplicacion.salida
    let estilo = estilo
    let bucle = BucleVigilancia(
      instantanea: { Instantanea.tomar(carpeta) },
      dormir: { segundos in
        Thread.sleep(forTimeInterval: segundos)
        return !registro.interrumpido
      },
      revisar: { _ = revision.una(leccion) },
      alCambiar: { cambiados in
        Self.renovarFechas(cambiados, en: carpeta)
        salida("\n" + estilo.negrita(MensajesOrdenes.cambios(cambiados, hora: Self.hora(Date()))) + "\n")
      },
      alEsperar: { salida(estilo.tenue(MensajesOrdenes.vigilando(leccion.carpetaCopiaTrabajo)) + "\n") })
    bucle.ejecutar()
    return .interrumpido
  }

  /// Sets the date of each changed file to now.
  ///
  /// NB: SwiftPM's incremental build decides what to recompile by file dates. A save that keeps
  /// the old date (an atomic `rename` of a file written with the original's date, or two saves
  /// within the file system's date granularity) changes the bytes but not the date, and the build
  /// would reuse the old object file: the check would grade stale code. The watcher saw the new
  /// bytes, so it makes the date say so too.
  static func renovarFechas(_ archivos: [String], en carpeta: URL) {
    let ahora = Date()
    for archivo in archivos {
      let ruta = carpeta.appendingPathComponent(archivo).path
      guard FileManager.default.fileExists(atPath: ruta) else { continue }
      try? FileManager.default.setAttributes([.modificationDate: ahora], ofItemAtPath: ruta)
    }
  }

  /// `18:40:12`, 24-hour, in `zona` (local time by default).
  ///
  /// NB: the locale is fixed to `en_US_POSIX`: with the user's locale, macOS rewrites `HH` to a
  /// 12-hour clock (`6:40:12 p. m.`) when the system is set to 12-hour time.
  static func hora(_ fecha: Date, zona: TimeZone = .current) -> String {
    formatoHora(zona: zona).string(from: fecha)
  }

  /// The formatter of ``hora(_:zona:)``.
  static func formatoHora(zona: TimeZone) -> DateFormatter {
    let formato = DateFormatter()
    formato.locale = Locale(identifier: "en_US_POSIX")
    formato.timeZone = zona
    formato.dateFormat = "HH:mm:ss"
    return formato
  }
}
