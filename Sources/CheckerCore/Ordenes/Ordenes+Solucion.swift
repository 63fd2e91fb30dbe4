import Foundation
import Motor

extension Ordenes {
  /// `checker solucion leccionN [--si]`: prints every file of `Solucion/`. If the lesson is not
  /// completed yet it asks first (or needs `--si`).
  func solucion(_ numero: Int, si: Bool) -> CodigoSalida {
    guard let leccion = leccion(numero) else { return .uso }
    let carpeta = taller.raiz.appendingPathComponent(leccion.carpeta + "/Solucion")
    let archivos = ArchivosCarpeta.listar(carpeta)
    guard !archivos.isEmpty else {
      aplicacion.errores(MensajesOrdenes.sinPlantilla(leccion.carpeta + "/Solucion") + "\n")
      return .interno
    }
    if !catalogo.logro(leccion, progreso()).cuenta {
      let confirmacion = confirmar(MensajesOrdenes.preguntaSolucion(numero), si: si, orden: "solucion leccion\(numero)")
      guard confirmacion == .si else {
        if confirmacion == .no { aplicacion.salida(MensajesOrdenes.solucionNoMostrada + "\n") }
        return codigo(confirmacion)
      }
    }
    var lineas = [estilo.negrita(MensajesOrdenes.tituloSolucion(leccion))]
    for archivo in archivos {
      let texto = String(decoding: FileManager.default.contents(atPath: carpeta.appendingPathComponent(archivo).path) ?? Data(), as: UTF8.self)
      lineas += ["", estilo.negrita("── \(leccion.carpeta)/Solucion/\(archivo) ──"), ""]
      lineas.append(texto.hasSuffix("\n") ? String(texto.dropLast()) : texto)
    }
    let alternativas = (leccion.metadatos?.variantes ?? []).filter { $0.esperado == .pasa }.count
    if alternativas > 0 {
      lineas += ["", estilo.tenue(MensajesOrdenes.otrasSoluciones(alternativas, carpeta: leccion.carpeta))]
    }
    aplicacion.salida(lineas.joined(separator: "\n") + "\n")
    return .exito
  }
}
