import Motor

/// Renders an ``InformeLeccion`` as the Spanish report the student reads.
///
/// ```text
/// Lección 3 · BindableAction y BindingReducer
///
/// Revisión del código                      (only when an analyzer found something)
/// [esencial] Sources/Workbook/Leccion03/Ajustes.swift:40
///     `Task` dentro del reducer `Ajustes`: …
///
/// ✗ Guardar lanza el efecto                 (the FIRST failing test in full; see ``RedactorPruebas``)
///     Pista: …
///     <primer mensaje del TestStore, literal>
///
/// Ejercicio 1
///   ✓ Editar el nombre lo cambia
///   ✗ Guardar lanza el efecto (detalle arriba)
///
/// Garantías de tipos
/// ✓ La vista no puede enviar una acción interna
///
/// ███████░░░ 5/7 pruebas
/// ```
/// On full success it ends with `¡Lección 3 completada!` and `Siguiente: lección 4 — <título>`.
public struct RedactorInforme: Sendable {
  /// Colours.
  public var estilo: Estilo
  /// The lesson after this one in the course (for the `Siguiente:` line), if any.
  public var siguiente: Leccion?
  /// Pending lessons before this one, named under `Siguiente:` when this one is completed.
  public var pendientesAntes: [Leccion]
  /// Every failure of each failed test and every compiler error (`--completo`) instead of the
  /// first failure and a count, and a selection of the errors (``SeleccionErrores``).
  public var completo: Bool

  /// A renderer with the report's colours, the next lesson and how much detail to show.
  public init(estilo: Estilo, siguiente: Leccion?, pendientesAntes: [Leccion] = [], completo: Bool = false) {
    self.estilo = estilo
    self.siguiente = siguiente
    self.pendientesAntes = pendientesAntes
    self.completo = completo
  }

  /// The whole report, ending with a newline.
  public func redactar(_ informe: InformeLeccion) -> String {
    var lineas = [estilo.negrita("Lección \(informe.leccion.numero) · \(informe.leccion.titulo)"), ""]
    if !informe.cursoModificado.isEmpty {
      let aviso = MensajesCurso.aviso(informe.cursoModificado)
      lineas += [estilo.amarillo(aviso[0])] + aviso.dropFirst() + [""]
    }
    switch informe.resultado {
    case .noCompila(let fallo):
      lineas += RedactorEjercicios(estilo: estilo, completo: completo).redactar(informe)
      lineas += RedactorCompilacion(estilo: estilo, completo: completo).redactar(fallo, leccion: informe.leccion)
      lineas += RedactorAnalisis(estilo: estilo).redactar(informe.analisis, antes: true)
    case .interrumpida:
      lineas.append(MensajesChecker.interrumpidoInforme)
    case .errorInterno(let error):
      lineas.append(estilo.rojo("error interno: ") + MensajesChecker.errorRevision(error, leccion: informe.leccion))
    case .rechazada(let rechazo):
      lineas.append(estilo.rojo(MensajesChecker.rechazo(rechazo, leccion: informe.leccion)))
    case .ejecutada(let ejecucion, let garantias):
      // NB: a finding in a file the student has not touched yet (the starting point of a later
      // exercise) does not lead the compact report; one line after the tests names it.
      let sinTocar = completo ? [] : informe.analisis.filter(\.sinTocar)
      lineas += RedactorEjercicios(estilo: estilo, completo: completo).redactar(informe)
      lineas += RedactorAnalisis(estilo: estilo).redactar(informe.analisis.filter { !sinTocar.contains($0) })
      lineas += RedactorPruebas(estilo: estilo, completo: completo, conPlantilla: informe.archivosConPlantilla)
        .redactar(ejecucion, leccion: informe.leccion)
      lineas += RedactorAnalisis(estilo: estilo).redactarSinTocar(sinTocar)
      if !garantias.isEmpty {
        lineas += ["", estilo.negrita("Garantías de tipos")] + redactarGarantias(garantias)
      }
      // NB: a test that could not run is already listed among the tests (compared as a value).
      let problemas = informe.problemasInternos.filter { problema in
        if case .prueba(let resultado) = problema { return !ejecucion.resultados.contains(resultado) }
        return true
      }.flatMap(MensajesChecker.problema)
      if !problemas.isEmpty {
        lineas += ["", estilo.rojo(MensajesChecker.problemasInternos)]
        lineas += problemas.map { sangrar($0) }
      }
      lineas += [
        "",
        (informe.completada ? estilo.verde : { $0 })(BarraProgreso.texto(informe.aprobadas, de: informe.total))
          + " \(informe.aprobadas)/\(informe.total) pruebas",
      ]
      lineas += RedactorAnalisis(estilo: estilo).resumen(informe)
      let rotas = garantias.filter { !$0.cumple }.count
      if rotas > 0, informe.aprobadas == informe.total {
        lineas.append(estilo.amarillo(MensajesChecker.garantiasImpidenCompletar(rotas)))
      }
      if !informe.cursoModificado.isEmpty, informe.aprobadas == informe.total {
        lineas.append(estilo.amarillo(MensajesCurso.cursoImpideCompletar))
      }
      if informe.completada {
        lineas.append(estilo.verde(estilo.negrita("¡Lección \(informe.leccion.numero) completada!")))
        lineas.append(MensajesChecker.siguiente(siguiente))
        let otras = pendientesAntes.filter { $0.numero != siguiente?.numero }
        if !otras.isEmpty { lineas.append(estilo.tenue(MensajesChecker.pendientesAntes(otras))) }
      }
    }
    return lineas.joined(separator: "\n") + "\n"
  }

  func redactarGarantias(_ garantias: [ResultadoGarantia]) -> [String] {
    var lineas: [String] = []
    for garantia in garantias {
      switch garantia.estado {
      case .cumple:
        lineas.append(estilo.verde("✓") + " " + garantia.nombre)
      case .rota(let rotura):
        lineas.append(estilo.rojo("✗") + " " + garantia.nombre)
        lineas.append(sangrar(MensajesChecker.rotura(rotura)))
        lineas.append(sangrar(estilo.tenue("Pista: ") + garantia.pista))
      case .invalida:
        lineas.append(estilo.amarillo("?") + " " + garantia.nombre + " " + MensajesChecker.garantiaNoComprobada)
      }
    }
    return lineas
  }
}

/// Indents every line of `texto` by four spaces (messages under `✗`, diffs kept verbatim).
func sangrar(_ texto: String, _ espacios: Int = 4) -> String {
  let margen = String(repeating: " ", count: espacios)
  return texto.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.isEmpty ? "" : margen + $0 }
    .joined(separator: "\n")
}
