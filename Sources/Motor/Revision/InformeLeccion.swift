/// Everything one check of one lesson found: what the report, `--json` and progress are made from.
public struct InformeLeccion: Sendable, Equatable {
  /// What happened.
  public enum Resultado: Sendable, Equatable {
    /// The build failed.
    case noCompila(FalloCompilacion)
    /// The tests ran (some results may be crashes or time-outs) and the compile-time checks too.
    case ejecutada(EjecucionLeccion, garantias: [ResultadoGarantia])
    /// The checker was interrupted.
    case interrumpida
    /// The lesson could not be checked (missing metadata, no toolchain…).
    case errorInterno(ErrorRevision)
    /// The lesson was not checked, or its run cannot be trusted, because of the workbook's state (a
    /// missing lesson folder, a `Package.swift` that builds the module from elsewhere). Progress is
    /// never recorded.
    case rechazada(Rechazo)
  }

  /// The lesson (its metadata may be `nil` only with ``Resultado/errorInterno(_:)``).
  public var leccion: Leccion
  /// Which sources were checked.
  public var fuente: FuenteLeccion
  /// What happened.
  public var resultado: Resultado
  /// A per-exercise lesson's exercises, each compiled on its own (empty for other lessons).
  public var ejercicios: [EjercicioCompilado]
  /// When this run's binary was built and set apart (seconds since 1970), for ordering saves of
  /// concurrent runs; `nil` when nothing was built.
  public var sello: Double?
  /// What the source analyzers found in the checked sources (see ``AnalizadorFuente``), by file and
  /// line; an ``TipoHallazgo/esencial`` one makes the lesson incomplete.
  public var analisis: [HallazgoAnalisis] = []
  /// Course files of this lesson that are not as the course shipped them (``HuellasCurso``): the run
  /// still counts its tests, but the lesson is not completed. Empty when nothing changed or when
  /// the workbook records no fingerprints.
  public var cursoModificado: [CambioCurso] = []
  /// Which of the verification's module interfaces this build produced (``InterfacesLeccion``);
  /// `nil` for a student's check, a failed build, or a module file that could not be read.
  public var interfaz: Int?
  /// Whether the first run crashed like a binary linked from two versions of the lesson
  /// (``Revisor``'s `caidaSinMensaje`) and this is the run after building both lesson modules from
  /// scratch. `verificar` says so; a student's report does not change.
  public var recompiladaTrasCaida = false

  /// The outcome of checking one lesson, as ``Revisor`` returns it and the renderers read it.
  public init(
    leccion: Leccion, fuente: FuenteLeccion = .copiaDeTrabajo, resultado: Resultado,
    ejercicios: [EjercicioCompilado] = [], sello: Double? = nil
  ) {
    self.leccion = leccion
    self.fuente = fuente
    self.resultado = resultado
    self.ejercicios = ejercicios
    self.sello = sello
  }

  /// The first esencial analyzer finding: what the report shows first (before any failing test).
  public var primerHallazgoEsencial: HallazgoAnalisis? { analisis.first { $0.tipo == .esencial } }

  /// The exercises that do not compile yet.
  public var ejerciciosSinCompilar: [EjercicioCompilado] { ejercicios.filter { !$0.compila } }

  /// Whether the lesson is a per-exercise one (`ejercicios` in `leccion.json`): an exercise that does
  /// not compile is replaced by its `Solucion/` files, not by its `Plantilla/` ones.
  public var porEjercicio: Bool { !(leccion.metadatos?.ejercicios ?? []).isEmpty }

  /// The files an ordinary lesson's check took from `Plantilla/` because their exercise does not
  /// compile (``Revisor``'s exercises put aside): the tests that ran saw those, not the student's.
  public var archivosConPlantilla: [String] {
    porEjercicio ? [] : ejerciciosSinCompilar.flatMap(\.ejercicio.archivos)
  }

  /// Tests that passed.
  public var aprobadas: Int {
    if case .ejecutada(let ejecucion, _) = resultado { return ejecucion.aprobadas }
    return 0
  }

  /// Tests the lesson declares.
  public var total: Int { leccion.metadatos?.pruebas.count ?? 0 }

  /// Internal problems of a run (unregistered or undeclared tests, unusable checks), in this order:
  /// the run's own, the tests not registered, the checks that could not be run.
  public var problemasInternos: [ProblemaInterno] {
    guard case .ejecutada(let ejecucion, let garantias) = resultado else { return [] }
    var problemas = ejecucion.problemas.map(ProblemaInterno.ejecucion)
    for resultado in ejecucion.resultados where resultado.estado == .ausente {
      problemas.append(.prueba(resultado))
    }
    for garantia in garantias {
      if case .invalida(let problema) = garantia.estado { problemas.append(.garantia(id: garantia.id, problema)) }
    }
    return problemas
  }

  /// Every test passed, every compile-time check held and nothing internal went wrong.
  public var completada: Bool {
    guard case .ejecutada(let ejecucion, let garantias) = resultado else { return false }
    return total > 0 && ejecucion.aprobadas == total && garantias.allSatisfy(\.cumple)
      && problemasInternos.isEmpty && primerHallazgoEsencial == nil && cursoModificado.isEmpty
  }
}

/// An internal problem of one run: never the student's fault, and it keeps the lesson from counting
/// as completed.
public enum ProblemaInterno: Sendable, Equatable {
  /// Something wrong with the run as a whole.
  case ejecucion(ProblemaEjecucion)
  /// A declared test that could not run (not registered in the binary): its result.
  case prueba(ResultadoPruebaOculta)
  /// A compile-time check that could not be run; its id and why.
  case garantia(id: String, ProblemaGarantia.Causa)
}
