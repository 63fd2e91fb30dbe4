import Foundation
import Motor

extension Ordenes {
  /// `checker migrar-formato [leccionN]`: migrates one lesson (or every listed one) to the current format.
  /// Exits 1 if some lesson could not be migrated (it is left untouched).
  func migrarFormato(_ numero: Int?) -> CodigoSalida {
    let lecciones = numero.flatMap { leccion($0) }.map { [$0] } ?? catalogo.lecciones
    guard !lecciones.isEmpty else {
      aplicacion.errores(MensajesFormato.migracionSinLecciones + "\n")
      return .fallo
    }
    var codigo = CodigoSalida.exito
    let migracion = MigracionFormato(taller: taller)
    for leccion in lecciones {
      do {
        let plan = try migracion.migrar(leccion.carpeta)
        if plan.metadatos == nil {
          aplicacion.salida(MensajesFormato.yaMigrada(leccion.carpeta) + "\n")
        } else {
          aplicacion.salida(
            MensajesFormato.migrada(
              leccion.carpeta, variantes: plan.variantes, borrados: plan.borrar.count - plan.parches.count,
              quitados: plan.quitar.values.map(\.count).reduce(0, +), parches: plan.parches.count) + "\n")
        }
      } catch {
        let detalle = (error as? ErrorMigracion).map(MensajesFormato.migracion) ?? "\(error)"
        aplicacion.errores(MensajesFormato.migracionFallida(leccion.carpeta, detalle) + "\n")
        codigo = .fallo
      }
    }
    return codigo
  }

  /// `checker ensamblar leccionN <variante>`: assembles one variant for a plain `swift build`.
  func ensamblar(_ numero: Int, variante: String) -> CodigoSalida {
    guard let leccion = leccion(numero) else { return .uso }
    do {
      let carpeta = try Ensamblado(taller: taller).ensamblar(leccion, variante: variante)
      let valor = FuenteLeccion.variante(variante).valorEntorno(numero: numero) ?? ""
      aplicacion.salida(MensajesFormato.ensamblada(taller.rutaRelativa(carpeta), valor: valor) + "\n")
      return .exito
    } catch ErrorEnsamblado.sinVariante(let ruta) {
      aplicacion.errores("error: " + MensajesFormato.sinVariante(ruta) + "\n")
      return .uso
    } catch {
      aplicacion.errores("error: \(error)\n")
      return .interno
    }
  }
}
