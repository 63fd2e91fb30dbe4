extension Progreso {
  /// Whether the check `informe` changes the progress at all: a run, or a build that failed in the
  /// student's code, of the working copy. A `TALLER_FUENTE` check (an instructor's), an interrupted
  /// one, an internal error or a rejected result never do.
  public static func registra(_ informe: InformeLeccion) -> Bool {
    guard informe.fuente == .copiaDeTrabajo else { return false }
    switch informe.resultado {
    case .ejecutada, .noCompila: return true
    case .interrumpida, .errorInterno, .rechazada: return false
    }
  }

  /// The progress after the check `informe`, taken at `fecha` (ISO 8601, UTC): the one rule of what
  /// a check records.
  ///
  /// - A run records its results (``ProgresoLeccion/trasEjecucion(anterior:aprobadas:pruebas:completada:fallidas:fecha:)``),
  ///   its binary's `sello` and the headers it led with, unless the saved result carries a newer
  ///   `sello` (another checker built newer code meanwhile): then nothing changes.
  /// - A build that failed in the student's code keeps the last results and notes the error
  ///   (`sinCompilar`), so that `pista` leads with it. A per-exercise lesson's run in which an
  ///   exercise did not compile records its results and notes that exercise's first error too.
  /// - Anything ``registra(_:)`` rejects changes nothing.
  public func registrando(_ informe: InformeLeccion, fecha: String) -> Progreso {
    guard Self.registra(informe) else { return self }
    let leccion = informe.leccion
    let pruebas = leccion.metadatos?.pruebas.map(\.id) ?? []
    let anterior = lecciones[leccion.nn]
    var nuevo = self
    switch informe.resultado {
    case .noCompila(let fallo):
      let nota = ProgresoLeccion.SinCompilar(
        fecha: fecha, error: fallo.errores.first?.cabecera,
        diagnostico: fallo.explicaciones.first.flatMap { $0?.id })
      var registro = anterior
        ?? ProgresoLeccion(aprobadas: 0, total: pruebas.count, completada: false, fallidas: pruebas, fecha: fecha)
      registro.sinCompilar = nota
      nuevo.lecciones[leccion.nn] = registro
    case .ejecutada(let ejecucion, _):
      if let suyo = anterior?.sello, let mio = informe.sello, suyo > mio { return self }
      var registro = ProgresoLeccion.trasEjecucion(
        anterior: anterior, aprobadas: informe.aprobadas, pruebas: pruebas, completada: informe.completada,
        fallidas: informe.fallidas, fecha: fecha)
      registro.sello = informe.sello
      registro.anotarEncabezados(informe.encabezados, anteriores: anterior?.encabezados)
      registro.detallada = ejecucion.primeraQueFalla?.id
      if let roto = informe.ejerciciosSinCompilar.first {
        registro.sinCompilar = ProgresoLeccion.SinCompilar(
          fecha: fecha, error: roto.errores.first?.cabecera, diagnostico: roto.explicaciones.first.flatMap { $0?.id },
          ejercicio: roto.ejercicio.numero)
      }
      nuevo.lecciones[leccion.nn] = registro
    case .interrumpida, .errorInterno, .rechazada:
      break
    }
    return nuevo
  }
}

extension InformeLeccion {
  /// Ids of the declared tests that did not pass in this check (all of them when it did not run).
  public var fallidas: [String] {
    guard case .ejecutada(let ejecucion, _) = resultado else { return leccion.metadatos?.pruebas.map(\.id) ?? [] }
    return ejecucion.resultados.filter { !$0.pasa }.map(\.id)
  }
}
