import Foundation
import Motor

/// `checker leccionN` and `checker todas`: run the engine, print the report (or JSON), save
/// progress.
struct RevisionCLI {
  var aplicacion: Aplicacion
  var taller: Taller
  var catalogo: Catalogo
  var estilo: Estilo
  var json: Bool
  /// Every failure of each test in the text report (`--completo`), not just the first.
  var completo = false

  func revisor() -> Revisor? {
    guard let toolchain = aplicacion.toolchain() else { return nil }
    return Revisor(
      taller: taller, catalogo: catalogo, toolchain: toolchain, entorno: aplicacion.entorno,
      registro: aplicacion.registro, diagnosticosGenericos: TablaDiagnosticos.genericos)
  }

  /// Checks one lesson, prints it, saves progress.
  func una(_ leccion: Leccion) -> CodigoSalida {
    guard let revisor = revisor() else { return .interno }
    let informe = revisar(leccion, con: revisor)
    if json {
      aplicacion.salida(DocumentoJSON.codificar(documento(informe)))
    } else {
      aplicacion.salida(texto(leccion).redactar(informe))
    }
    return informe.codigoSalida
  }

  /// Checks every lesson in display order, each built on its own, then a summary table.
  func todas() -> CodigoSalida {
    guard let revisor = revisor() else { return .interno }
    var informes: [InformeLeccion] = []
    var codigo = CodigoSalida.exito
    for leccion in catalogo.lecciones {
      let informe = revisar(leccion, con: revisor)
      informes.append(informe)
      codigo = .masGrave(codigo, informe.codigoSalida)
      if !json {
        aplicacion.salida(texto(leccion).redactar(informe) + "\n")
      }
      if informe.codigoSalida == .interrumpido { break }
    }
    if json {
      aplicacion.salida(
        DocumentoJSON.codificar(DocumentoTodasJSON(codigo: codigo.rawValue, lecciones: informes.map(documento))))
    } else {
      aplicacion.salida(RedactorTabla(estilo: estilo).redactar(informes))
    }
    return codigo
  }

  /// The `--json` document of `informe`, with each test's code.
  func documento(_ informe: InformeLeccion) -> DocumentoJSON {
    let leccion = informe.leccion
    let codigos = CodigoPrueba.extraer(
      de: taller.raiz.appendingPathComponent(leccion.carpetaPruebas), ids: leccion.metadatos?.pruebas.map(\.id) ?? [])
    return DocumentoJSON(informe, codigos: codigos)
  }

  /// The text renderer for `leccion`'s report: the lesson it suggests next and the pending ones
  /// before it, from the progress just saved.
  func texto(_ leccion: Leccion) -> RedactorInforme {
    let progreso = AlmacenProgreso(taller: taller).leer().progreso
    return RedactorInforme(
      estilo: estilo, siguiente: catalogo.siguientePendiente(despuesDe: leccion, progreso),
      pendientesAntes: catalogo.pendientes(antesDe: leccion, progreso), completo: completo)
  }

  /// Runs the engine on `leccion` (printing `Compilando…`) and saves the progress of a run.
  func revisar(_ leccion: Leccion, con revisor: Revisor) -> InformeLeccion {
    let informe = revisor.revisar(leccion) {
      let aviso = MensajesChecker.compilando(leccion.numero, primeraVez: PrimeraCompilacion.pendiente(taller)) + "\n"
      if json { aplicacion.errores(aviso) } else { aplicacion.salida(estilo.tenue(aviso)) }
    }
    // NB: progress only ever describes the working copy; `checker leccionN` removes this switch
    // from the build (see `Construccion`), and `OrigenFuentes` checks that it really did.
    if !(aplicacion.entorno["TALLER_FUENTE"] ?? "").isEmpty { aplicacion.errores(MensajesChecker.fuenteIgnorada + "\n") }
    if case .noCompila(let fallo) = informe.resultado, informe.fuente == .copiaDeTrabajo {
      anotarSinCompilar(leccion, fallo)
      return informe
    }
    guard case .ejecutada = informe.resultado, informe.fuente == .copiaDeTrabajo else { return informe }
    do {
      let aviso = try AlmacenProgreso(taller: taller).actualizar { progreso in
        let anterior = progreso.lecciones[leccion.nn]
        // NB: a run whose binary is older than the saved result's (another checker built newer
        // code meanwhile) does not overwrite it.
        if let suyo = anterior?.sello, let mio = informe.sello, suyo > mio { return }
        var nuevo = ProgresoLeccion.trasEjecucion(
          anterior: anterior, aprobadas: informe.aprobadas,
          pruebas: leccion.metadatos?.pruebas.map(\.id) ?? [], completada: informe.completada,
          fallidas: informe.fallidas, fecha: Fecha.iso(Date()))
        nuevo.sello = informe.sello
        nuevo.anotarEncabezados(informe.encabezados, anteriores: anterior?.encabezados)
        progreso.lecciones[leccion.nn] = nuevo
      }
      if let aviso { aplicacion.errores(MensajesProgreso.corrupto(aviso) + "\n") }
    } catch {
      aplicacion.errores(MensajesProgreso.noSeGuardo(error) + "\n")
    }
    return informe
  }
}

extension RevisionCLI {
  /// Notes in the progress that the newest check did not compile (the last results stay), so that
  /// `pista` leads with that error. A failure to save is only a warning.
  func anotarSinCompilar(_ leccion: Leccion, _ fallo: FalloCompilacion) {
    let pruebas = leccion.metadatos?.pruebas.map(\.id) ?? []
    let nota = ProgresoLeccion.SinCompilar(
      fecha: Fecha.iso(Date()), error: fallo.errores.first?.cabecera,
      explicacion: fallo.explicaciones.first.flatMap { $0?.explicacion })
    do {
      let aviso = try AlmacenProgreso(taller: taller).actualizar { progreso in
        var registro = progreso.lecciones[leccion.nn]
          ?? ProgresoLeccion(aprobadas: 0, total: pruebas.count, completada: false, fallidas: pruebas, fecha: nota.fecha)
        registro.sinCompilar = nota
        progreso.lecciones[leccion.nn] = registro
      }
      if let aviso { aplicacion.errores(MensajesProgreso.corrupto(aviso) + "\n") }
    } catch {
      aplicacion.errores(MensajesProgreso.noSeGuardo(error) + "\n")
    }
  }
}

extension InformeLeccion {
  /// Ids of the declared tests that did not pass in this run.
  var fallidas: [String] {
    guard case .ejecutada(let ejecucion, _) = resultado else { return leccion.metadatos?.pruebas.map(\.id) ?? [] }
    return ejecucion.resultados.filter { !$0.pasa }.map(\.id)
  }
}
