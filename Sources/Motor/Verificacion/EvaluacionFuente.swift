/// Turns the engine's report for one source into findings against what that source must do.
struct EvaluacionFuente {
  var leccion: Leccion
  /// `Plantilla`, `Solucion`, `Variantes/error-…`.
  var fuente: String
  var esperado: Expectativa

  func hallazgo(
    _ clase: Hallazgo.Clase, _ motivo: Hallazgo.Motivo, compilador: [String] = [], problemaEjercicio: ProblemaEjercicio? = nil
  ) -> Hallazgo {
    Hallazgo(
      leccion: leccion.numero, fuente: fuente, clase: clase, motivo: motivo, compilador: compilador,
      problemaEjercicio: problemaEjercicio)
  }

  /// The findings and the summary shown when there are none.
  func evaluar(_ informe: InformeLeccion) -> (hallazgos: [Hallazgo], resumen: PasoVerificacion.Resumen) {
    switch informe.resultado {
    case .interrumpida:
      return ([hallazgo(.interrumpido, .interrumpida)], .ninguno)
    case .errorInterno(let error):
      return ([hallazgo(.interno, .errorRevision(error, informe.leccion))], .ninguno)
    case .rechazada(let rechazo):
      return ([hallazgo(.interno, .rechazo(rechazo, informe.leccion))], .ninguno)
    case .noCompila(let fallo):
      return noCompila(fallo)
    case .ejecutada(let ejecucion, let garantias):
      var hallazgos = informe.problemasInternos.map { hallazgo(.interno, .problemaInterno($0)) }
      let resultados = ejecucion.resultados.filter { $0.estado != .ausente }
      hallazgos += EvaluacionEjercicios(evaluacion: self).hallazgos(informe)
      // NB: a per-exercise source that does not compile where it must is judged by its exercises.
      if case .noCompila = esperado, !informe.ejerciciosSinCompilar.isEmpty {
        return (hallazgos, .noCompila(diagnostico: esperado.diagnostico, explicacion: esperado.explicacion))
      }
      hallazgos += ejecutada(resultados, garantias: garantias.filter { if case .invalida = $0.estado { false } else { true } })
      let analisisEsencial = informe.analisis.filter { $0.tipo == .esencial }.map(\.id.rawValue)
      hallazgos += hallazgosErroresTipicos(resultados, analizadores: analisisEsencial)
      hallazgos += hallazgosAnalisis(informe)
      if case .plantilla = esperado, !informe.ejercicios.isEmpty {
        return (hallazgos, .plantillaPorEjercicios(ejercicios: informe.ejercicios.count, pruebas: resultados.count))
      }
      return (hallazgos, resumen(pruebas: resultados.count, garantias: garantias.count))
    }
  }

  func noCompila(_ fallo: FalloCompilacion) -> (hallazgos: [Hallazgo], resumen: PasoVerificacion.Resumen) {
    let lineas = Self.lineasCompilador(fallo)
    // NB: a toolchain built with assertions (Debian's Swift 6.0.3) may stop on erroneous code
    // instead of explaining it; for a source that must not compile, that is still «no compila».
    if fallo.tipo == .compiladorDetenido, case .noCompila(let diagnostico, _) = esperado {
      return ([], .compiladorDetenido(diagnostico: diagnostico, ubicacion: fallo.ubicacionDelFallo))
    }
    guard fallo.tipo == .alumno || fallo.tipo == .pruebas else {
      return ([hallazgo(.interno, .noCompila(fuente: fuente, tipo: fallo.tipo), compilador: lineas)], .ninguno)
    }
    guard case .noCompila(let diagnostico, let explicacion) = esperado else {
      return ([hallazgo(.noCompila, .noCompila(fuente: fuente, tipo: fallo.tipo), compilador: lineas)], .ninguno)
    }
    let candidatos = fallo.errores.indices.filter {
      fallo.errores[$0].mensaje.contains(diagnostico) || fallo.errores[$0].notas.contains { $0.contains(diagnostico) }
    }
    guard !candidatos.isEmpty else {
      return ([hallazgo(.diagnostico, .sinDiagnostico(diagnostico), compilador: lineas)], .ninguno)
    }
    let vistas = candidatos.compactMap { fallo.explicaciones[$0]?.id }
    guard vistas.contains(explicacion) else {
      let unicas = vistas.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      return ([hallazgo(.diagnostico, .otraExplicacion(diagnostico: diagnostico, esperada: explicacion, vistas: unicas), compilador: lineas)], .ninguno)
    }
    return ([], .noCompila(diagnostico: diagnostico, explicacion: explicacion))
  }

  func ejecutada(_ resultados: [ResultadoPruebaOculta], garantias: [ResultadoGarantia]) -> [Hallazgo] {
    let declaradas = leccion.metadatos?.pruebas ?? []
    func nombre(_ id: String) -> String { declaradas.first { $0.id == id }?.nombre ?? id }
    var hallazgos: [Hallazgo] = []
    switch esperado {
    case .plantilla:
      for resultado in resultados where resultado.pasa {
        hallazgos.append(hallazgo(.plantillaPasa, .plantillaPasa(id: resultado.id, nombre: nombre(resultado.id))))
      }
      let rotas = leccion.metadatos?.garantiasRotasEnPlantilla ?? []
      for garantia in garantias where rotas.contains(garantia.id) && garantia.cumple {
        hallazgos.append(hallazgo(.garantiaCumple, .plantillaCumpleGarantia(id: garantia.id, nombre: garantia.nombre)))
      }
    case .pasa:
      for resultado in resultados where !resultado.pasa {
        hallazgos.append(hallazgo(.pruebaFalla, .pruebaFalla(resultado, nombre: nombre(resultado.id))))
      }
      for garantia in garantias where !garantia.cumple {
        hallazgos.append(hallazgo(.garantiaRota, .garantiaRota(garantia)))
      }
    case .falla(let pruebas, let rotas):
      for resultado in resultados {
        if pruebas.contains(resultado.id), resultado.pasa {
          hallazgos.append(hallazgo(.pruebaPasa, .pruebaPasa(id: resultado.id, nombre: nombre(resultado.id))))
        } else if !pruebas.contains(resultado.id), !resultado.pasa {
          hallazgos.append(
            hallazgo(.pruebaFalla, .pruebaFallaNoDeclarada(resultado, nombre: nombre(resultado.id))))
        }
      }
      for garantia in garantias {
        if rotas.contains(garantia.id), garantia.cumple {
          hallazgos.append(hallazgo(.garantiaCumple, .garantiaCumple(id: garantia.id, nombre: garantia.nombre)))
        } else if !rotas.contains(garantia.id), !garantia.cumple {
          hallazgos.append(
            hallazgo(.garantiaRota, .garantiaRotaNoDeclarada(garantia)))
        }
      }
    case .noCompila(let diagnostico, _):
      hallazgos.append(hallazgo(.compila, .compila(diagnostico: diagnostico)))
    }
    return hallazgos
  }

  func resumen(pruebas: Int, garantias: Int) -> PasoVerificacion.Resumen {
    switch esperado {
    case .plantilla: .plantilla(pruebas: pruebas)
    case .pasa: .pasa(pruebas: pruebas, garantias: garantias)
    case .falla(let pruebas, let rotas):
      pruebas.isEmpty && rotas.isEmpty ? .soloAnalisis : .falla(pruebas: pruebas, garantias: rotas)
    case .noCompila: .ninguno
    }
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
