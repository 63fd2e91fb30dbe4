import Foundation
import Motor

extension Ordenes {
  /// `checker verificar [leccionN]`: the course-wide checks, then every check of one lesson (or of
  /// all, in course order), printed step by step. Exits with the most severe code seen.
  func verificar(_ numero: Int?) -> CodigoSalida {
    guard let (verificador, lecciones) = paraVerificar(numero) else { return .interno }
    let informe = RedactorVerificacion(estilo: estilo)
    aplicacion.salida(estilo.negrita(MensajesOrdenes.tituloVerificacion(lecciones.count)) + "\n\n")
    let delCurso = verificador.curso()
    aplicacion.salida(informe.curso(delCurso) + "\n")
    var codigo = delCurso.map(\.codigo).reduce(CodigoSalida.exito, CodigoSalida.masGrave)
    var problemas = 0
    var conProblemas = 0
    func anotar(_ verificacion: VerificacionLeccion) {
      codigo = .masGrave(codigo, verificacion.codigoSalida)
      problemas += verificacion.hallazgos.count
      if !verificacion.hallazgos.isEmpty { conProblemas += 1 }
    }
    if lecciones.count == 1, let leccion = lecciones.first {
      aplicacion.salida(informe.cabecera(leccion) + "\n")
      aplicacion.salida(estilo.tenue("  " + MensajesOrdenes.compilaEn(taller.rutaRelativa(verificador.carpetaTemporal(leccion)))) + "\n")
      anotar(verificador.verificar(leccion) { paso in aplicacion.salida(informe.paso(paso)) })
      aplicacion.salida("\n")
    } else {
      aplicacion.salida(estilo.tenue(MensajesOrdenes.enParalelo(verificador.trabajadores(lecciones, paralelas: verificador.paralelas))) + "\n\n")
      let impresora = ImpresoraEnOrden(lecciones: lecciones.map(\.numero)) { [aplicacion] verificacion in
        var texto = informe.cabecera(verificacion.leccion) + "\n"
        for paso in verificacion.pasos { texto += informe.paso(paso) }
        aplicacion.salida(texto + "\n")
      }
      let verificaciones = verificador.verificarVarias(lecciones) { impresora.terminada($0) }
      verificaciones.forEach(anotar)
    }
    let fin = MensajesOrdenes.finVerificacion(
      curso: delCurso.count, problemas: problemas, lecciones: conProblemas, total: lecciones.count)
    aplicacion.salida((problemas + delCurso.count == 0 ? estilo.verde(fin) : estilo.rojo(fin)) + "\n")
    return codigo
  }
}

extension Ordenes {
  /// The verifier of this workbook with the application's toolchain, environment and registry, and
  /// the lessons `numero` names (all when `nil`); `nil` when there is no toolchain (already said).
  func paraVerificar(_ numero: Int?) -> (Verificador, [Leccion])? {
    guard let toolchain = aplicacion.toolchain() else { return nil }
    let verificador = Verificador(
      taller: taller, catalogo: catalogo, toolchain: toolchain, entorno: aplicacion.entorno,
      registro: aplicacion.registro)
    return (verificador, numero.flatMap { leccion($0) }.map { [$0] } ?? catalogo.lecciones)
  }
}

/// Prints lesson blocks in course order as lessons finish in any order: a finished lesson waits
/// until every lesson before it has been printed.
final class ImpresoraEnOrden: Sendable {
  private let secuencia: [Int]
  private let estado = Protegido((siguiente: 0, pendientes: [Int: VerificacionLeccion]()))
  private let imprimir: @Sendable (VerificacionLeccion) -> Void

  init(lecciones: [Int], imprimir: @escaping @Sendable (VerificacionLeccion) -> Void) {
    self.secuencia = lecciones
    self.imprimir = imprimir
  }

  func terminada(_ verificacion: VerificacionLeccion) {
    estado.con { estado in
      estado.pendientes[verificacion.leccion.numero] = verificacion
      while estado.siguiente < secuencia.count, let lista = estado.pendientes.removeValue(forKey: secuencia[estado.siguiente]) {
        imprimir(lista)
        estado.siguiente += 1
      }
    }
  }
}
