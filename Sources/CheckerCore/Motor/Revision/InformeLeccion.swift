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
    /// The lesson could not be checked (missing metadata, no toolchain…); Spanish detail.
    case errorInterno(String)
    /// The lesson was not checked, or its run cannot be trusted, because of the workbook's state (a
    /// missing lesson folder, a `Package.swift` that builds the module from elsewhere); Spanish
    /// detail with the fix. Progress is never recorded.
    case rechazada(String)
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

  /// Creates a report; see the properties for each field.
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

  /// The exercises that do not compile yet.
  public var ejerciciosSinCompilar: [EjercicioCompilado] { ejercicios.filter { !$0.compila } }

  /// Tests that passed.
  public var aprobadas: Int {
    if case .ejecutada(let ejecucion, _) = resultado { return ejecucion.aprobadas }
    return 0
  }

  /// Tests the lesson declares.
  public var total: Int { leccion.metadatos?.pruebas.count ?? 0 }

  /// Internal problems of a run (unregistered or undeclared tests, unusable checks).
  public var problemasInternos: [String] {
    guard case .ejecutada(let ejecucion, let garantias) = resultado else { return [] }
    var problemas = ejecucion.problemas
    for resultado in ejecucion.resultados where resultado.estado == .ausente {
      problemas += resultado.mensajes
    }
    for garantia in garantias {
      if case .invalida(let detalle) = garantia.estado { problemas.append("\(garantia.id): \(detalle)") }
    }
    return problemas
  }

  /// Every test passed, every compile-time check held and nothing internal went wrong.
  public var completada: Bool {
    guard case .ejecutada(let ejecucion, let garantias) = resultado else { return false }
    return total > 0 && ejecucion.aprobadas == total && garantias.allSatisfy(\.cumple)
      && problemasInternos.isEmpty
  }

  /// The exit status this report calls for.
  public var codigoSalida: CodigoSalida {
    switch resultado {
    case .noCompila(let fallo):
      return fallo.tipo == .alumno || fallo.tipo == .pruebas || fallo.tipo == .manifiesto ? .noCompila : .interno
    case .interrumpida: return .interrumpido
    case .errorInterno: return .interno
    case .rechazada: return .fallo
    case .ejecutada:
      if !problemasInternos.isEmpty { return .interno }
      if !ejerciciosSinCompilar.isEmpty { return .noCompila }
      return completada ? .exito : .fallo
    }
  }
}
