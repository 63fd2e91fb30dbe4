import Foundation
import Motor

extension Ordenes {
  /// `checker reiniciar leccionN [--si]`: backs up the working copy, restores it from `Plantilla/`
  /// byte for byte (removing files the plantilla does not have) and resets that lesson's progress.
  ///
  /// Nothing is touched until the backup is complete; if the backup fails the command stops.
  func reiniciar(_ numero: Int, si: Bool) -> CodigoSalida {
    guard let leccion = leccion(numero) else { return .uso }
    let plantilla = taller.raiz.appendingPathComponent(leccion.carpetaFuente(.plantilla))
    guard ArchivosCarpeta.esCarpeta(plantilla) else {
      aplicacion.errores(MensajesOrdenes.sinPlantilla(leccion.carpetaFuente(.plantilla)) + "\n")
      return .interno
    }
    let confirmacion = confirmar(MensajesOrdenes.preguntaReiniciar(leccion), si: si, orden: "reiniciar leccion\(numero)")
    guard confirmacion == .si else {
      if confirmacion == .no { aplicacion.salida(MensajesOrdenes.nadaHecho + "\n") }
      return codigo(confirmacion)
    }
    let copia = taller.raiz.appendingPathComponent(leccion.carpetaCopiaTrabajo)
    let actuales = ArchivosCarpeta.listar(copia, ocultos: true)
    var respaldo: URL?
    let respaldos = AlmacenProgreso(taller: taller).respaldos
    if !actuales.isEmpty {
      do {
        let (carpeta, _) = try Respaldo.completo(bajo: respaldos) { carpeta in
          try Respaldo.copiar(copia, a: carpeta.appendingPathComponent(leccion.modulo))
        }
        respaldo = carpeta.appendingPathComponent(leccion.modulo)
      } catch {
        var fallo = FalloAlmacenamiento.desde(error, ruta: taller.rutaRelativa(respaldos))
        if fallo.ruta.hasPrefix("/") { fallo.ruta = taller.rutaRelativa(URL(fileURLWithPath: fallo.ruta)) }
        aplicacion.errores(MensajesOrdenes.respaldoFallido(fallo.description) + "\n")
        return .interno
      }
    }
    let restaurados: [String]
    let borrados: [String]
    do {
      (restaurados, borrados) = try Respaldo.restaurar(copia, desde: plantilla)
    } catch {
      aplicacion.errores(
        MensajesOrdenes.restauracionFallida(
          FalloAlmacenamiento.desde(error, ruta: leccion.carpetaCopiaTrabajo).description,
          respaldo: respaldo.map(taller.rutaRelativa) ?? "-") + "\n")
      return .interno
    }
    var lineas = [MensajesOrdenes.reiniciada(leccion, restaurados: restaurados.count, borrados: borrados)]
    lineas.append(respaldo.map { MensajesOrdenes.respaldo(taller.rutaRelativa($0) + "/") } ?? MensajesOrdenes.sinNadaQueRespaldar)
    // NB: after an interrupted `reiniciar` the newest backup holds a half-restored copy; naming
    // every backup of the lesson makes the one from before the reset easy to find.
    let todas = Respaldo.anteriores(de: leccion.modulo, bajo: respaldos)
    if todas.count > 1 {
      lineas.append(MensajesOrdenes.respaldosDeLaLeccion(todas.map { taller.rutaRelativa($0) + "/" }))
    }
    do {
      let aviso = try AlmacenProgreso(taller: taller).actualizar { $0.lecciones.removeValue(forKey: leccion.nn) }
      if let aviso { aplicacion.errores(MensajesProgreso.corrupto(aviso) + "\n") }
      lineas.append(MensajesOrdenes.progresoLeccionReiniciado(numero))
    } catch {
      aplicacion.errores(MensajesProgreso.noSeGuardo(error) + "\n")
    }
    aplicacion.salida(lineas.joined(separator: "\n") + "\n")
    return .exito
  }

  /// `checker reiniciar [leccionN] --progreso [--si]`: clears saved progress (one lesson or all),
  /// after copying the progress file to `.taller/respaldos/<fecha>/`. Never touches code.
  func reiniciarProgreso(_ numero: Int?, si: Bool) -> CodigoSalida {
    let orden = "reiniciar" + (numero.map { " leccion\($0)" } ?? "") + " --progreso"
    let confirmacion = confirmar(MensajesOrdenes.preguntaBorrarProgreso(numero), si: si, orden: orden)
    guard confirmacion == .si else {
      if confirmacion == .no { aplicacion.salida(MensajesOrdenes.nadaHecho + "\n") }
      return codigo(confirmacion)
    }
    let almacen = AlmacenProgreso(taller: taller)
    var lineas = [MensajesOrdenes.progresoBorrado(numero)]
    if let datos = FileManager.default.contents(atPath: almacen.archivo.path) {
      do {
        let (carpeta, _) = try Respaldo.completo(bajo: almacen.respaldos) { carpeta in
          try datos.write(to: carpeta.appendingPathComponent("progreso.json"))
        }
        lineas.append(MensajesOrdenes.respaldo(taller.rutaRelativa(carpeta.appendingPathComponent("progreso.json"))))
      } catch {
        aplicacion.errores(MensajesOrdenes.respaldoFallido(FalloAlmacenamiento.desde(error, ruta: taller.rutaRelativa(almacen.respaldos)).description) + "\n")
        return .interno
      }
    }
    do {
      let aviso = try almacen.actualizar { progreso in
        if let numero, let leccion = leccion(numero) {
          progreso.lecciones.removeValue(forKey: leccion.nn)
        } else {
          progreso.lecciones = [:]
        }
      }
      if let aviso { aplicacion.errores(MensajesProgreso.corrupto(aviso) + "\n") }
    } catch {
      aplicacion.errores(MensajesProgreso.noSeGuardo(error) + "\n")
      return .interno
    }
    aplicacion.salida(lineas.joined(separator: "\n") + "\n")
    return .exito
  }
}
