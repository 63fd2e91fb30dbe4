extension Ordenes {
  /// `checker verificar [leccionN]`: the course-wide checks, then every check of one lesson (or of
  /// all, in course order), printed step by step. Exits with the most severe code seen.
  func verificar(_ numero: Int?) -> CodigoSalida {
    guard let herramientas = try? Herramientas.localizar(entorno: aplicacion.entorno) else {
      aplicacion.errores(MensajesChecker.sinSwift + "\n")
      return .interno
    }
    let verificador = Verificador(
      taller: taller, catalogo: catalogo, herramientas: herramientas, entorno: aplicacion.entorno,
      registro: aplicacion.registro)
    let lecciones = numero.flatMap { leccion($0) }.map { [$0] } ?? catalogo.lecciones
    let informe = InformeVerificacion(estilo: estilo)
    aplicacion.salida(estilo.negrita(MensajesOrdenes.tituloVerificacion(lecciones.count)) + "\n\n")
    let delCurso = verificador.curso()
    aplicacion.salida(informe.curso(delCurso) + "\n")
    var codigo = delCurso.map(\.codigo).reduce(CodigoSalida.exito, CodigoSalida.masGrave)
    var problemas = delCurso.count
    var conProblemas = 0
    for leccion in lecciones {
      aplicacion.salida(informe.cabecera(leccion) + "\n")
      aplicacion.salida(estilo.tenue("  " + MensajesOrdenes.compilaEn(taller.rutaRelativa(verificador.carpetaTemporal(leccion)))) + "\n")
      let verificacion = verificador.verificar(leccion) { paso in aplicacion.salida(informe.paso(paso)) }
      aplicacion.salida("\n")
      codigo = .masGrave(codigo, verificacion.codigoSalida)
      problemas += verificacion.hallazgos.count
      if !verificacion.hallazgos.isEmpty { conProblemas += 1 }
      if verificacion.interrumpida { break }
    }
    let fin = MensajesOrdenes.finVerificacion(problemas: problemas, lecciones: conProblemas, total: lecciones.count)
    aplicacion.salida((problemas == 0 ? estilo.verde(fin) : estilo.rojo(fin)) + "\n")
    return codigo
  }
}
