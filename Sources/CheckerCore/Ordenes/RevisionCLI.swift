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
    let (informe, progreso) = revisar(leccion, con: revisor)
    if json {
      aplicacion.salida(DocumentoJSON.codificar(documento(informe)))
    } else {
      aplicacion.salida(texto(leccion, progreso: progreso).redactar(informe))
    }
    return informe.codigoSalida
  }

  /// Checks every lesson in display order, each built on its own, then a summary table.
  func todas() -> CodigoSalida {
    guard let revisor = revisor() else { return .interno }
    var informes: [InformeLeccion] = []
    var codigo = CodigoSalida.exito
    for leccion in catalogo.lecciones {
      let (informe, progreso) = revisar(leccion, con: revisor)
      informes.append(informe)
      codigo = .masGrave(codigo, informe.codigoSalida)
      if !json {
        aplicacion.salida(texto(leccion, progreso: progreso).redactar(informe) + "\n")
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
  /// before it, from the progress just saved (read from disk only when this check saved nothing).
  func texto(_ leccion: Leccion, progreso guardado: Progreso?) -> RedactorInforme {
    let progreso = guardado ?? AlmacenProgreso(taller: taller).leer().progreso
    return RedactorInforme(
      estilo: estilo, siguiente: catalogo.siguientePendiente(despuesDe: leccion, progreso),
      pendientesAntes: catalogo.pendientes(antesDe: leccion, progreso), completo: completo)
  }

  /// Runs the engine on `leccion` (printing `Compilando…`) and saves what the check means for the
  /// progress (``Progreso/registrando(_:fecha:)``, the engine's one rule). A failure to save is
  /// only a warning.
  /// - Returns: The report, and the progress as saved (`nil` if nothing was saved).
  func revisar(_ leccion: Leccion, con revisor: Revisor) -> (InformeLeccion, Progreso?) {
    let informe = revisor.revisar(leccion) {
      let aviso = MensajesChecker.compilando(leccion.numero, primeraVez: PrimeraCompilacion.pendiente(taller)) + "\n"
      if json { aplicacion.errores(aviso) } else { aplicacion.salida(estilo.tenue(aviso)) }
    }
    // NB: progress only ever describes the working copy; `checker leccionN` removes this switch
    // from the build (see `Construccion`), and `OrigenFuentes` checks that it really did.
    if !(aplicacion.entorno["TALLER_FUENTE"] ?? "").isEmpty { aplicacion.errores(MensajesChecker.fuenteIgnorada + "\n") }
    guard Progreso.registra(informe) else { return (informe, nil) }
    let fecha = Fecha.iso(Date())
    var guardado: Progreso?
    do {
      let aviso = try AlmacenProgreso(taller: taller).actualizar { progreso in
        progreso = progreso.registrando(informe, fecha: fecha)
        guardado = progreso
      }
      if let aviso { aplicacion.errores(MensajesProgreso.corrupto(aviso) + "\n") }
    } catch {
      aplicacion.errores(MensajesProgreso.noSeGuardo(error) + "\n")
      guardado = nil
    }
    return (informe, guardado)
  }
}

