/// Decides one test's outcome from its process and its events.
enum Veredicto {
  /// A pass needs a `resultado` event saying `pasa` for this id and a clean exit 0; a `falla`
  /// event is a failure whatever the exit; a time-out is a time-out; anything else (no result: a
  /// trap, a signal, an `exit` in the student's code) is a crash.
  static func decidir(
    id: String, proceso: ResultadoProceso, eventos: [EventoPrueba], limiteSegundos: Double
  ) -> ResultadoPruebaOculta {
    let salida = SalidaPrueba.limpiar(proceso)
    let resultado = eventos.last { $0.tipo == "resultado" && $0.id == id }
    func hecho(_ estado: ResultadoPruebaOculta.Estado, _ mensajes: [String]) -> ResultadoPruebaOculta {
      ResultadoPruebaOculta(
        id: id, estado: estado, mensajes: mensajes, salida: salida, duracion: proceso.duracion)
    }
    if resultado?.estado == "tiempo" || (resultado == nil && proceso.tiempoAgotado) {
      return hecho(.tiempo, [MensajesChecker.tiempoAgotado(limiteSegundos)])
    }
    if let resultado, resultado.estado == "falla" {
      return hecho(.fallo, resultado.mensajes ?? [])
    }
    if let resultado, resultado.estado == "pasa", proceso.exito {
      return hecho(.pasa, [])
    }
    let fatales = SalidaPrueba.lineasFatales(proceso.textoErrores + "\n" + proceso.textoSalida)
    return hecho(.crash, [MensajesChecker.detenido(proceso.terminacion, trasResultado: resultado != nil, fatales: fatales)])
  }
}
