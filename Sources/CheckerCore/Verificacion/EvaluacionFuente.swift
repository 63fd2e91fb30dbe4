import Motor

/// Turns the engine's report for one source into findings against what that source must do.
struct EvaluacionFuente {
  var leccion: Leccion
  /// `Plantilla`, `Solucion`, `Variantes/error-…`.
  var fuente: String
  var esperado: Expectativa

  func hallazgo(_ clase: Hallazgo.Clase, _ detalle: String, compilador: [String] = [], codigo: CodigoSalida = .fallo) -> Hallazgo {
    Hallazgo(leccion: leccion.numero, fuente: fuente, clase: clase, detalle: detalle, compilador: compilador, codigo: codigo)
  }

  /// The findings and the one-line summary shown when there are none.
  func evaluar(_ informe: InformeLeccion) -> (hallazgos: [Hallazgo], resumen: String) {
    switch informe.resultado {
    case .interrumpida:
      return ([hallazgo(.interrumpido, MensajesVerificacion.interrumpida, codigo: .interrumpido)], "")
    case .errorInterno(let error):
      let detalle = MensajesChecker.errorRevision(error, leccion: informe.leccion)
      return ([hallazgo(.interno, MensajesVerificacion.interno(detalle), codigo: .interno)], "")
    case .rechazada(let rechazo):
      let detalle = MensajesChecker.rechazo(rechazo, leccion: informe.leccion)
      return ([hallazgo(.interno, MensajesVerificacion.interno(detalle), codigo: .interno)], "")
    case .noCompila(let fallo):
      return noCompila(fallo)
    case .ejecutada(let ejecucion, let garantias):
      var hallazgos = informe.textosProblemasInternos.map {
        hallazgo(.interno, MensajesVerificacion.interno($0), codigo: .interno)
      }
      let resultados = ejecucion.resultados.filter { $0.estado != .ausente }
      hallazgos += EvaluacionEjercicios(evaluacion: self).hallazgos(informe)
      // NB: a per-exercise source that does not compile where it must is judged by its exercises.
      if case .noCompila = esperado, !informe.ejerciciosSinCompilar.isEmpty {
        return (hallazgos, MensajesVerificacion.resumenNoCompila(esperado.diagnostico, explicacion: esperado.explicacion))
      }
      hallazgos += ejecutada(resultados, garantias: garantias.filter { if case .invalida = $0.estado { false } else { true } })
      let analisisEsencial = informe.analisis.filter { $0.tipo == .esencial }.map(\.id.rawValue)
      hallazgos += hallazgosErroresTipicos(resultados, analizadores: analisisEsencial)
      hallazgos += hallazgosAnalisis(informe)
      if case .plantilla = esperado, !informe.ejercicios.isEmpty {
        return (hallazgos, MensajesEjercicios.resumenPlantilla(informe.ejercicios.count, pruebas: resultados.count))
      }
      return (hallazgos, resumen(pruebas: resultados.count, garantias: garantias.count))
    }
  }

  func noCompila(_ fallo: FalloCompilacion) -> (hallazgos: [Hallazgo], resumen: String) {
    let lineas = Self.lineasCompilador(fallo)
    // NB: a toolchain built with assertions (Debian's Swift 6.0.3) may stop on erroneous code
    // instead of explaining it; for a source that must not compile, that is still «no compila».
    if fallo.tipo == .compiladorDetenido, case .noCompila(let diagnostico, _) = esperado {
      return ([], MensajesVerificacion.resumenCompiladorDetenido(diagnostico, ubicacion: fallo.ubicacionDelFallo))
    }
    guard fallo.tipo == .alumno || fallo.tipo == .pruebas else {
      let codigo: CodigoSalida = .interno
      return ([hallazgo(.interno, MensajesVerificacion.noCompila(fuente, tipo: fallo.tipo), compilador: lineas, codigo: codigo)], "")
    }
    guard case .noCompila(let diagnostico, let explicacion) = esperado else {
      return ([hallazgo(.noCompila, MensajesVerificacion.noCompila(fuente, tipo: fallo.tipo), compilador: lineas, codigo: .noCompila)], "")
    }
    let candidatos = fallo.errores.indices.filter {
      fallo.errores[$0].mensaje.contains(diagnostico) || fallo.errores[$0].notas.contains { $0.contains(diagnostico) }
    }
    guard !candidatos.isEmpty else {
      return ([hallazgo(.diagnostico, MensajesVerificacion.sinDiagnostico(diagnostico), compilador: lineas)], "")
    }
    let vistas = candidatos.compactMap { fallo.explicaciones[$0]?.id }
    guard vistas.contains(explicacion) else {
      let unicas = vistas.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      return ([hallazgo(.diagnostico, MensajesVerificacion.otraExplicacion(diagnostico, esperada: explicacion, vistas: unicas), compilador: lineas)], "")
    }
    return ([], MensajesVerificacion.resumenNoCompila(diagnostico, explicacion: explicacion))
  }

  func ejecutada(_ resultados: [ResultadoPruebaOculta], garantias: [ResultadoGarantia]) -> [Hallazgo] {
    let declaradas = leccion.metadatos?.pruebas ?? []
    func nombre(_ id: String) -> String { declaradas.first { $0.id == id }?.nombre ?? id }
    var hallazgos: [Hallazgo] = []
    switch esperado {
    case .plantilla:
      for resultado in resultados where resultado.pasa {
        hallazgos.append(hallazgo(.plantillaPasa, MensajesVerificacion.plantillaPasa(resultado.id, nombre(resultado.id))))
      }
      let rotas = leccion.metadatos?.garantiasRotasEnPlantilla ?? []
      for garantia in garantias where rotas.contains(garantia.id) && garantia.cumple {
        hallazgos.append(hallazgo(.garantiaCumple, MensajesVerificacion.plantillaCumpleGarantia(garantia.id, garantia.nombre)))
      }
    case .pasa:
      for resultado in resultados where !resultado.pasa {
        hallazgos.append(hallazgo(.pruebaFalla, MensajesVerificacion.pruebaFalla(resultado.id, nombre(resultado.id), mensajes: MensajesChecker.mensajes(resultado))))
      }
      for garantia in garantias where !garantia.cumple {
        hallazgos.append(hallazgo(.garantiaRota, MensajesVerificacion.garantiaRota(garantia.id, garantia.nombre, detalle: Self.detalle(garantia))))
      }
    case .falla(let pruebas, let rotas):
      for resultado in resultados {
        if pruebas.contains(resultado.id), resultado.pasa {
          hallazgos.append(hallazgo(.pruebaPasa, MensajesVerificacion.pruebaPasa(resultado.id, nombre(resultado.id))))
        } else if !pruebas.contains(resultado.id), !resultado.pasa {
          hallazgos.append(
            hallazgo(.pruebaFalla, MensajesVerificacion.pruebaFallaNoDeclarada(resultado.id, nombre(resultado.id), mensajes: MensajesChecker.mensajes(resultado))))
        }
      }
      for garantia in garantias {
        if rotas.contains(garantia.id), garantia.cumple {
          hallazgos.append(hallazgo(.garantiaCumple, MensajesVerificacion.garantiaCumple(garantia.id, garantia.nombre)))
        } else if !rotas.contains(garantia.id), !garantia.cumple {
          hallazgos.append(
            hallazgo(.garantiaRota, MensajesVerificacion.garantiaRotaNoDeclarada(garantia.id, garantia.nombre, detalle: Self.detalle(garantia))))
        }
      }
    case .noCompila(let diagnostico, _):
      hallazgos.append(hallazgo(.compila, MensajesVerificacion.compila(diagnostico)))
    }
    return hallazgos
  }

  func resumen(pruebas: Int, garantias: Int) -> String {
    switch esperado {
    case .plantilla: MensajesVerificacion.resumenPlantilla(pruebas)
    case .pasa: MensajesVerificacion.resumenPasa(pruebas, garantias: garantias)
    case .falla(let pruebas, let rotas):
      pruebas.isEmpty && rotas.isEmpty
        ? MensajesAnalisis.resumenSoloAnalisis : MensajesVerificacion.resumenFalla(pruebas: pruebas, garantias: rotas)
    case .noCompila: ""
    }
  }

  static func detalle(_ garantia: ResultadoGarantia) -> String {
    MensajesChecker.detalle(garantia.estado, id: garantia.id) ?? ""
  }

  /// The compiler's errors as the student's report shows them (header, code frame), or SwiftPM's
  /// last lines when there is no compiler error.
  static func lineasCompilador(_ fallo: FalloCompilacion) -> [String] {
    guard !fallo.errores.isEmpty else { return Array(fallo.otrasLineas.suffix(40)) }
    var lineas: [String] = []
    for error in fallo.errores {
      lineas.append(error.cabecera)
      lineas += error.marco
    }
    return lineas
  }
}
