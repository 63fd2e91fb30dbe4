import Foundation
import Motor

extension Ordenes {
  /// `checker huellas`: records the fingerprints of every listed lesson's course files in
  /// ``HuellasCurso/archivo`` and says how many changed since the recorded ones. Exits 70 when the
  /// file cannot be written.
  func huellas() -> CodigoSalida {
    let nuevas = HuellasCurso.calcular(taller, lecciones: catalogo.lecciones)
    let anteriores = HuellasCurso.leer(taller)
    let destino = taller.raiz.appendingPathComponent(HuellasCurso.archivo)
    do {
      try nuevas.codificado().write(to: destino, options: .atomic)
    } catch {
      aplicacion.errores(MensajesCurso.huellasNoEscritas(HuellasCurso.archivo, "\(error)") + "\n")
      return .interno
    }
    let distintas = anteriores.map { $0.diferencias(con: nuevas).count }
    aplicacion.salida(
      MensajesCurso.huellasEscritas(HuellasCurso.archivo, archivos: nuevas.archivos.count, cambios: distintas) + "\n")
    return .exito
  }
}
