import TallerComun

/// What a failing test's report leads with: the typical mistake raised in its first failing step,
/// else the first hint of that step, else (fallback) the test's first static hint.
///
/// A typed value; the Spanish text is made when rendering (``MensajesErroresTipicos``). The same
/// value decides what `verificar` compares with a variant's `primero` and where `checker pista`
/// continues (``SecuenciaPistas``).
public enum Encabezado: Codable, Sendable, Equatable, Hashable {
  /// A declared typical mistake, raised in the test's first failing step, with its values.
  case error(prueba: String, error: ErrorTipicoLevantado)
  /// The first hint of the declared step where the test first failed (no mistake raised there).
  case pistaPaso(prueba: String, paso: String)
  /// The test's first static hint (no step with hints, or the failure was outside every step).
  case pistaPrueba(prueba: String)
  /// A source analyzer's finding (type *esencial*), by id; only as the first thing shown of a run.
  case analizador(String)

  /// The `primero` form of `leccion.json` this lead satisfies.
  public var declarado: PrimeroDeclarado {
    switch self {
    case .error(_, let error): .error(error.id)
    case .pistaPaso(let prueba, let paso): .paso(prueba: prueba, paso: paso)
    case .pistaPrueba(let prueba): .hecho(prueba: prueba)
    case .analizador(let id): .analizador(id)
    }
  }

  /// The test it belongs to (`nil` for an analyzer finding).
  public var prueba: String? {
    switch self {
    case .error(let prueba, _), .pistaPaso(let prueba, _), .pistaPrueba(let prueba): prueba
    case .analizador: nil
    }
  }
}

/// Chooses what a report leads with.
public enum SeleccionEncabezado {
  /// The lead of one test's report; `nil` if it passed or is not declared (an internal problem).
  ///
  /// 1. A mistake declared in `errores[]` and raised in the test's first failing step (the step of
  ///    its first recorded failure or mistake; `nil` = outside every step matches mistakes raised
  ///    outside every step). The first such raise wins.
  /// 2. The first hint of that step, if `pruebas[].pasos[]` declares it with hints.
  /// 3. The test's first static hint.
  ///
  /// A crash or a time-out uses what the test sent while it ran (``Veredicto/dondeSeQuedo(id:eventos:)``):
  /// the step of its first failure, else the step it stopped in, and the mistakes raised until then.
  public static func encabezado(_ resultado: ResultadoPruebaOculta, metadatos: MetadatosLeccion) -> Encabezado? {
    guard !resultado.pasa, resultado.estado != .ausente,
      let declarada = metadatos.pruebas.first(where: { $0.id == resultado.id })
    else { return nil }
    let paso = resultado.pasoFallido
    if let error = resultado.errores.first(where: { $0.paso == paso && metadatos.error($0.id) != nil }) {
      return .error(prueba: resultado.id, error: error)
    }
    if let paso, let pasoDeclarado = declarada.paso(paso), !pasoDeclarado.pistas.isEmpty {
      return .pistaPaso(prueba: resultado.id, paso: paso)
    }
    return .pistaPrueba(prueba: resultado.id)
  }

  /// What a run shows first: the first *esencial* analyzer finding if any, else the lead of the first
  /// failing test in report order; `nil` if nothing failed.
  ///
  /// - Parameters:
  ///   - resultados: The run's results in report order (`leccion.json`'s).
  ///   - metadatos: The lesson's metadata.
  ///   - analizadores: Ids of the run's *esencial* analyzer findings, in the order the report shows
  ///     them (empty while no analyzer runs).
  public static func primeroMostrado(
    _ resultados: [ResultadoPruebaOculta], metadatos: MetadatosLeccion, analizadores: [String] = []
  ) -> Encabezado? {
    if let id = analizadores.first { return .analizador(id) }
    for resultado in resultados {
      if let encabezado = encabezado(resultado, metadatos: metadatos) { return encabezado }
    }
    return nil
  }
}
