import TallerComun

/// Decides one test's outcome from its process and its events.
enum Veredicto {
  /// A pass needs a `resultado` event saying `pasa` for this id and a clean exit 0; a `falla`
  /// event is a failure whatever the exit; a time-out is a time-out; anything else (no result: a
  /// trap, a signal, an `exit` in the student's code) is a crash.
  ///
  /// A `pasa` counts only if it carries `secreto`, the per-process secret the harness received on
  /// an inherited descriptor (`nil` accepts any: tests of this type only). An unsigned `pasa` was
  /// written by the student's code and is dropped as if never written.
  static func decidir(
    id: String, proceso: ResultadoProceso, eventos: [EventoArnes], limiteSegundos: Double,
    secreto: String? = nil
  ) -> ResultadoPruebaOculta {
    let salida = SalidaPrueba.limpiar(proceso)
    let propios = eventos.filter { $0.tipo == .resultado && $0.id == id }
    let creibles = propios.filter { $0.estado != .pasa || secreto == nil || $0.firma == secreto }
    let resultado = creibles.last
    let (errores, pasoFallido) = Self.dondeSeQuedo(id: id, eventos: eventos)
    func hecho(
      _ estado: ResultadoPruebaOculta.Estado, _ causa: CausaPrueba?, _ mensajes: [String] = []
    ) -> ResultadoPruebaOculta {
      ResultadoPruebaOculta(
        id: id, estado: estado, causa: causa, mensajes: mensajes, salida: salida,
        bytesDescartados: proceso.bytesDescartados, duracion: proceso.duracion,
        errores: estado == .pasa ? [] : errores, pasoFallido: estado == .pasa ? nil : pasoFallido)
    }
    let todo = proceso.textoErrores + "\n" + proceso.textoSalida
    if resultado?.estado == .tiempo || (resultado == nil && proceso.tiempoAgotado) {
      // NB: the harness's watchdog has the backtracer print where the test was stuck.
      var tiempo = hecho(.tiempo, .tiempoAgotado(limiteSegundos: limiteSegundos))
      tiempo.marco = TrazaFallo.primerMarcoDelAlumno(todo)
      return tiempo
    }
    if let resultado, resultado.estado == .falla {
      var fallo = hecho(.fallo, .fallo, resultado.mensajes ?? [])
      fallo.errores = resultado.errores ?? []
      fallo.pasoFallido = resultado.pasoFallido
      return fallo
    }
    if let resultado, resultado.estado == .pasa, proceso.exito {
      return hecho(.pasa, nil)
    }
    if creibles.count < propios.count {
      return hecho(.crash, .resultadoFalsificado)
    }
    let fatales = SalidaPrueba.lineasFatales(TrazaFallo.sinTraza(todo))
    var detenido = hecho(.crash, .detenido(proceso.terminacion, trasResultado: resultado != nil, fatales: fatales))
    detenido.marco = TrazaFallo.primerMarcoDelAlumno(todo)
    return detenido
  }

  /// What a test had recognised before it ended, from the events sent while it ran: the mistakes
  /// raised, and the step of its first failure or, with none, the step it was in when it stopped
  /// (a crash or a time-out inside a step).
  static func dondeSeQuedo(id: String, eventos: [EventoArnes]) -> ([ErrorTipicoLevantado], String?) {
    let propios = eventos.filter { $0.id == id }
    let errores = propios.filter { $0.tipo == .error }.flatMap { $0.errores ?? [] }
    if let fallo = propios.first(where: { $0.tipo == .fallo }) { return (errores, fallo.paso) }
    return (errores, propios.last { $0.tipo == .paso }?.paso)
  }
}
