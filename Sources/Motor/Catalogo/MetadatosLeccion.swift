/// The contents of `Lessons/NN-slug/leccion.json` (format described in `Lessons/FORMATO.md`).
public struct MetadatosLeccion: Codable, Sendable, Equatable {
  /// Version of the format; today `3` (a variant changes a `Solucion/` file with a patch). `2`
  /// (variants as overlays of whole files) is still read; a newer one is refused with a Spanish
  /// message, and an older one too, naming `checker migrar-formato`.
  public var formato: Int
  /// `NN` of the folder and the module.
  public var numero: Int
  /// Title shown by the checker.
  public var titulo: String
  /// Display position in the course (may differ from `numero`); key `orden` in `leccion.json`.
  public var posicion: Int
  /// Per-test time limit in seconds, before `TALLER_FACTOR_TIEMPO`; `nil` uses the checker's default.
  public var limiteSegundos: Double?
  /// The hidden tests, in report order; their count is the `m` of `n/m`.
  public var pruebas: [PruebaDeclarada]
  /// Expected outcome of each `Variantes/` folder.
  public var variantes: [VarianteDeclarada]?
  /// Known-diagnostic entries this lesson contributes (used in every lesson).
  public var diagnosticos: [DiagnosticoConocido]?
  /// The exercises of a per-exercise lesson, each compiled on its own (see ``EjercicioDeclarado``);
  /// `nil` for an ordinary lesson, whose module is built as one unit.
  public var ejercicios: [EjercicioDeclarado]?
  /// Type guarantees (`NoCompila/` ids) that must be BROKEN on the Plantilla, so the lesson's point
  /// starts red and the student earns it (lesson 4: the view's door starts open); `verificar` checks
  /// each one is broken there. `nil`: the Plantilla's guarantees may hold or not.
  public var garantiasRotasEnPlantilla: [String]?
  /// The lesson's typical mistakes, raised by hidden tests (see ``ErrorTipicoDeclarado``); not to be
  /// confused with ``diagnosticos`` (compiler diagnostics).
  public var errores: [ErrorTipicoDeclarado]?
  /// Mutants of `Solucion/` (``Mutante``) that cannot change behaviour, each with its reason:
  /// `checker verificar --mutantes` does not count them as survivors.
  public var mutantesEquivalentes: [MutanteEquivalente]?
  /// For an ordinary lesson, which files make up each exercise (``ArchivosDeEjercicio``): a build
  /// that fails in one exercise still runs the others' tests. `nil`: the lesson builds as one unit.
  public var archivosPorEjercicio: [ArchivosDeEjercicio]?

  /// The JSON keys: the property names, except ``posicion``, written `orden` in `leccion.json`.
  enum CodingKeys: String, CodingKey {
    case formato, numero, titulo, limiteSegundos, pruebas, variantes, diagnosticos, ejercicios
    case garantiasRotasEnPlantilla, errores, mutantesEquivalentes, archivosPorEjercicio
    case posicion = "orden"
  }

  /// The newest format this checker understands, the one `migrar-formato` writes.
  public static let formatoActual = 3
  /// The oldest format this checker still reads (format 2: whole-file overlays, no patches).
  public static let formatoMinimo = 2

  /// A whole `leccion.json`, for `nueva-leccion` and for tests that build a lesson in memory.
  public init(
    formato: Int = MetadatosLeccion.formatoActual, numero: Int, titulo: String, posicion: Int,
    limiteSegundos: Double? = nil, pruebas: [PruebaDeclarada],
    variantes: [VarianteDeclarada]? = nil, diagnosticos: [DiagnosticoConocido]? = nil,
    ejercicios: [EjercicioDeclarado]? = nil, garantiasRotasEnPlantilla: [String]? = nil,
    errores: [ErrorTipicoDeclarado]? = nil
  ) {
    self.formato = formato
    self.numero = numero
    self.titulo = titulo
    self.posicion = posicion
    self.limiteSegundos = limiteSegundos
    self.pruebas = pruebas
    self.variantes = variantes
    self.diagnosticos = diagnosticos
    self.ejercicios = ejercicios
    self.garantiasRotasEnPlantilla = garantiasRotasEnPlantilla
    self.errores = errores
  }

  /// The declared mistake `id`, if any.
  public func error(_ id: String) -> ErrorTipicoDeclarado? {
    errores?.first { $0.id == id }
  }
}

/// One hidden test as `leccion.json` declares it.
public struct PruebaDeclarada: Codable, Sendable, Equatable {
  /// ASCII id, equal to the `Prueba("id")` of the hidden tests.
  public var id: String
  /// The behaviour it checks, in Spanish (shown as `✓ nombre`).
  public var nombre: String
  /// One or more hints, from general to concrete.
  public var pistas: [String]
  /// Optional: the exercise of the lesson it belongs to (1, 2…), for grouping the report.
  public var ejercicio: Int?
  /// Optional: steps of the test that have their own hints (see ``PasoDeclarado``).
  public var pasos: [PasoDeclarado]?

  /// A hidden test's entry as `leccion.json` would declare it.
  public init(id: String, nombre: String, pistas: [String], ejercicio: Int? = nil, pasos: [PasoDeclarado]? = nil) {
    self.id = id
    self.nombre = nombre
    self.pistas = pistas
    self.ejercicio = ejercicio
    self.pasos = pasos
  }

  /// The declared step `id`, if any.
  public func paso(_ id: String) -> PasoDeclarado? {
    pasos?.first { $0.id == id }
  }
}

/// The expected outcome of one `Variantes/<carpeta>` folder (an overlay on `Solucion/`: only the files
/// that differ, plus the `quita` list).
public struct VarianteDeclarada: Codable, Sendable, Equatable {
  /// What must happen when the lesson is built from that folder.
  public enum Esperado: String, Codable, Sendable {
    /// Compiles, passes every test and every compile-time check.
    case pasa
    /// Compiles; exactly `pruebas` fail and exactly `garantias` break.
    case falla
    /// Does not compile; an error contains `diagnostico`, explained by entry `explicacion`.
    case noCompila
  }

  /// Folder name under `Variantes/` (`alternativa-…` or `error-…`).
  public var carpeta: String
  /// The expected outcome.
  public var esperado: Esperado
  /// Test ids that must fail (`falla`).
  public var pruebas: [String]?
  /// Compile-time check ids that must break (`falla`).
  public var garantias: [String]?
  /// Substring of the expected compiler error (`noCompila`).
  public var diagnostico: String?
  /// Id of the known-diagnostic entry that explains it (`noCompila`).
  public var explicacion: String?
  /// `Solucion/` files this variant removes (a "forgot a file" mistake); `nil` removes none.
  public var quita: [String]?
  /// What its report must show first (`falla` with tests): required for every `error-*` that fails
  /// tests; `verificar` enforces it (see ``PrimeroDeclarado``).
  public var primero: PrimeroDeclarado?
  /// Esencial source-analyzer ids (``IdAnalisis``) the variant must raise (`falla`): `verificar`
  /// checks the esencial findings are exactly these (none for `pasa`).
  public var analisis: [String]?
  /// Only for a variant written **blind** (issue 30.6: by someone who saw the lesson's text and stubs,
  /// never its tests or `Solucion/`): the mistake as its author described it, in Spanish. `verificar`
  /// counts these per lesson and how many of them the report names (``primero`` other than `hecho:`).
  public var ciega: String?

  /// A variant's expected outcome as `leccion.json` would declare it.
  public init(
    carpeta: String, esperado: Esperado, pruebas: [String]? = nil, garantias: [String]? = nil,
    diagnostico: String? = nil, explicacion: String? = nil, quita: [String]? = nil,
    primero: PrimeroDeclarado? = nil, analisis: [String]? = nil, ciega: String? = nil
  ) {
    self.carpeta = carpeta
    self.esperado = esperado
    self.pruebas = pruebas
    self.garantias = garantias
    self.diagnostico = diagnostico
    self.explicacion = explicacion
    self.quita = quita
    self.primero = primero
    self.analisis = analisis
    self.ciega = ciega
  }
}

/// A mutant declared equivalent in `leccion.json` (`mutantesEquivalentes`).
public struct MutanteEquivalente: Codable, Sendable, Equatable {
  /// The mutant's id (``Mutante/id``).
  public var id: String
  /// Why it cannot change behaviour, in one Spanish line.
  public var motivo: String

  /// Creates a declaration.
  public init(id: String, motivo: String) {
    self.id = id
    self.motivo = motivo
  }
}
