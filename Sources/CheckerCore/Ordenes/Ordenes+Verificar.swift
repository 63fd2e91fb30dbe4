import Foundation
import Motor

extension Ordenes {
  /// `checker verificar [leccionN] [--cambiadas]`: the course-wide checks, then every check of one
  /// lesson (or of all, in course order), printed step by step. Exits with the most severe code
  /// seen. Each lesson that passes is sealed; with `cambiadas`, sealed lessons are skipped
  /// (``sellos(_:_:cambiadas:)``).
  func verificar(_ numero: Int?, cambiadas: Bool = false) -> CodigoSalida {
    guard let (verificador, elegidas) = paraVerificar(numero) else { return .interno }
    let (sellos, lecciones) = sellos(.verificar, elegidas, verificador: verificador, cambiadas: cambiadas)
    let informe = RedactorVerificacion(estilo: estilo)
    aplicacion.salida(estilo.negrita(MensajesOrdenes.tituloVerificacion(lecciones.count)) + "\n\n")
    let delCurso = verificador.curso()
    aplicacion.salida(informe.curso(delCurso) + "\n")
    var codigo = delCurso.map(\.codigo).reduce(CodigoSalida.exito, CodigoSalida.masGrave)
    var problemas = 0
    var conProblemas = 0
    func anotar(_ verificacion: VerificacionLeccion) {
      if verificacion.hallazgos.isEmpty, !verificacion.interrumpida { sellos.sellar(verificacion.leccion) }
      codigo = .masGrave(codigo, verificacion.codigoSalida)
      problemas += verificacion.hallazgos.count
      if !verificacion.hallazgos.isEmpty { conProblemas += 1 }
    }
    if lecciones.count == 1, let leccion = lecciones.first {
      aplicacion.salida(informe.cabecera(leccion) + "\n")
      aplicacion.salida(estilo.tenue("  " + MensajesOrdenes.compilaEn(taller.rutaRelativa(verificador.carpetaTemporal(leccion)))) + "\n")
      anotar(verificador.verificar(leccion) { paso in aplicacion.salida(informe.paso(paso)) })
      aplicacion.salida("\n")
    } else if !lecciones.isEmpty {
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

extension Ordenes {
  /// Decides the seal of each lesson of `lecciones` for `prueba` and, with `cambiadas`, prints each
  /// decision and keeps only the lessons to prove; without it, every lesson is proved.
  /// - Returns: The seals (to seal each lesson that passes) and the lessons to prove, in order.
  func sellos(
    _ prueba: PruebaSellable, _ lecciones: [Leccion], verificador: Verificador, cambiadas: Bool
  ) -> (SellosDecididos, [Leccion]) {
    let sellador = Sellador(taller: taller, prueba: prueba, toolchain: verificador.toolchain, entorno: aplicacion.entorno)
    let sellos = SellosDecididos(sellador: sellador, decisiones: lecciones.compactMap { sellador?.decidir($0) })
    guard cambiadas else { return (sellos, lecciones) }
    for leccion in lecciones {
      aplicacion.salida(estilo.tenue(MensajesSellos.decision(leccion, sellos.decision(leccion))) + "\n")
    }
    aplicacion.salida("\n")
    return (sellos, lecciones.filter { sellos.decision($0)?.omitir != true })
  }
}

/// The seal decisions of one command, taken before any proof (``Sellador/decidir(_:)``).
struct SellosDecididos {
  /// `nil` when `swift --version` could not be read: nothing is skipped or sealed.
  var sellador: Sellador?
  var decisiones: [DecisionSello]

  func decision(_ leccion: Leccion) -> DecisionSello? { decisiones.first { $0.leccion == leccion } }

  /// Seals `leccion` after a green proof (unless its inputs changed meanwhile).
  func sellar(_ leccion: Leccion) {
    guard let decision = decision(leccion) else { return }
    sellador?.sellar(decision)
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
