import Foundation
import Motor

/// The course overview of `swift run -q checker`: every lesson in display order with its saved
/// progress, then the next lesson to do. Builds nothing.
///
/// ```text
/// Taller TCA · 4 lecciones
///
/// ✓ Lección 1 · El reducer a mano       ██████████ 5/5
/// ✓ Lección 4 · ViewAction              ██████████ completada · última comprobación 12/13
///   Lección 2 · Acciones como enum      ███████░░░ 5/7
///   Lección 3 · BindableAction          ░░░░░░░░░░ 0/6
///
/// Siguiente: lección 2 — Acciones como enum
/// Ejecuta: swift run -q checker leccion2
/// ```
public struct RedactorResumen: Sendable {
  /// Colours.
  public var estilo: Estilo

  /// Creates a renderer.
  public init(estilo: Estilo) {
    self.estilo = estilo
  }

  /// The overview, ending with a newline.
  public func redactar(_ catalogo: Catalogo, progreso: Progreso) -> String {
    let cantidad = catalogo.lecciones.count
    var lineas = [estilo.negrita("Taller TCA · \(cantidad) \(cantidad == 1 ? "lección" : "lecciones")"), ""]
    let etiquetas = catalogo.lecciones.map { "Lección \($0.numero) · \($0.titulo)" }
    let ancho = etiquetas.map(\.count).max() ?? 0
    for (leccion, etiqueta) in zip(catalogo.lecciones, etiquetas) {
      let registro = progreso.lecciones[leccion.nn]
      let logro = catalogo.logro(leccion, progreso)
      let marca = logro.cuenta ? estilo.verde("✓") : " "
      let relleno = String(repeating: " ", count: ancho - etiqueta.count)
      if let falta = carpetaAusente(leccion, en: catalogo.taller) {
        lineas.append("\(marca) \(etiqueta)\(relleno)  " + estilo.amarillo(MensajesChecker.faltaCarpetaCorto(falta)))
        continue
      }
      guard let metadatos = leccion.metadatos else {
        lineas.append("\(marca) \(etiqueta)\(relleno)  " + estilo.amarillo(MensajesChecker.sinMetadatosCorto))
        continue
      }
      let total = metadatos.pruebas.count
      let aprobadas = min(registro?.aprobadas ?? 0, total)
      let inicio = "\(marca) \(etiqueta)\(relleno)  "
      switch logro {
      case .completada where aprobadas < total:
        lineas.append(inicio + BarraProgreso.texto(total, de: total) + " " + MensajesChecker.completadaUltima(aprobadas, de: total))
      case .completada:
        lineas.append(inicio + BarraProgreso.texto(total, de: total) + " \(total)/\(total)")
      case .desactualizada(let fecha):
        lineas.append(
          inicio + BarraProgreso.texto(aprobadas, de: total) + " \(aprobadas)/\(total) "
            + estilo.tenue(MensajesChecker.completadaDesactualizada(fecha: MensajesOrdenes.fechaLegible(fecha))))
      case .pendiente:
        lineas.append(inicio + BarraProgreso.texto(aprobadas, de: total) + " \(aprobadas)/\(total)")
      }
    }
    lineas.append("")
    if let siguiente = catalogo.siguientePendiente(progreso) {
      lineas.append(MensajesChecker.siguiente(siguiente))
      // NB: with its folder missing, «Ejecuta: …» would only lead to «Falta la carpeta».
      if let falta = carpetaAusente(siguiente, en: catalogo.taller) {
        lineas.append(estilo.amarillo(MensajesChecker.recuperaAntes(falta, leccion: siguiente.numero)))
      } else {
        lineas.append(estilo.tenue("Ejecuta: swift run -q checker leccion\(siguiente.numero)"))
      }
    } else {
      lineas.append(MensajesChecker.siguiente(nil))
    }
    return lineas.joined(separator: "\n") + "\n"
  }

  /// The lesson's folder, or else its working copy, when it is missing (renamed or deleted).
  func carpetaAusente(_ leccion: Leccion, en taller: Taller) -> String? {
    guard FileManager.default.fileExists(atPath: taller.manifiesto.path) else { return nil }
    return [leccion.carpeta, leccion.carpetaCopiaTrabajo].first {
      !ArchivosCarpeta.esCarpeta(taller.raiz.appendingPathComponent($0))
    }
  }
}
