/// One thing wrong with the course's metadata or a lesson's declarations, found without building
/// (``ValidacionCatalogo``): a typed value that `CheckerCore`'s `MensajesValidacion` renders.
public struct ProblemaCatalogo: Sendable, Equatable {
  /// The lesson it concerns, or `nil` for the whole course.
  public var leccion: Int?
  /// What is wrong.
  public var tipo: Tipo

  /// A problem of lesson `leccion` (or of the course, `nil`).
  public init(leccion: Int?, _ tipo: Tipo) {
    self.leccion = leccion
    self.tipo = tipo
  }

  /// Every kind of problem, with what its message names. Ids are test, mistake, step, guarantee and
  /// diagnostic ids as written in `leccion.json`; `variante` is a `Variantes/` folder name.
  public enum Tipo: Sendable, Equatable {
    // MARK: The course: `Package.swift`'s list, the shared diagnostics table.
    /// `Lessons/<carpeta>` exists but `Package.swift` does not list it.
    case carpetaSinListar(carpeta: String)
    /// `Package.swift` lists the lesson but its folder (`Lessons/NN-slug`) is missing.
    case carpetaAusente(carpeta: String)
    /// The lesson's number appears twice in `Package.swift`'s list.
    case listadaDosVeces
    /// Two known-diagnostic entries share an id.
    case diagnosticoRepetido(id: String)
    /// A known-diagnostic entry has an empty pattern or no explanation.
    case diagnosticoIncompleto(id: String)

    // MARK: `leccion.json` itself.
    /// `leccion.json` is missing (`nil`) or could not be read (why).
    case metadatosIlegibles(ErrorCatalogo?)
    /// Two lessons declare the same `orden` (position); `otra` is the other lesson's number.
    case posicionRepetida(Int, otra: Int)
    /// `numero` differs from the folder's number.
    case numeroDistinto(declarado: Int, carpeta: Int)
    case tituloVacio
    case limiteNoPositivo
    case sinPruebas
    /// A test id with characters other than ASCII letters, digits, `_` or `-`.
    case idPruebaInvalido(String)
    case idPruebaRepetido(String)
    case pruebaSinNombre(String)
    /// A test with no hint, or an empty one.
    case pruebaSinPistas(String)
    /// `"ejercicio"` below 1.
    case ejercicioInvalido(prueba: String, ejercicio: Int)
    /// In a per-exercise lesson, a test's `"ejercicio"` is not the exercise whose list has it (`nil`: none).
    case ejercicioDistinto(prueba: String, declarado: Int, lista: Int?)
    /// Some tests declare `"ejercicio"` and this one does not.
    case ejercicioAusente(prueba: String)
    /// No test belongs to exercise `hueco`, while some belong to `maximo`.
    case ejercicioSinPruebas(hueco: Int, maximo: Int)

    // MARK: Type guarantees.
    /// A `NoCompila/` fragment that cannot be used.
    case garantiaInservible(ProblemaGarantia)
    /// `garantiasRotasEnPlantilla` names a guarantee `NoCompila/` does not have.
    case garantiaRotaDesconocida(String)

    // MARK: Variants.
    case varianteSinDeclarar(variante: String)
    case varianteSinCarpeta(variante: String)
    /// Not `alternativa-…`/`error-…`, or with characters `TALLER_FUENTE` cannot carry.
    case nombreVarianteInvalido(variante: String)
    case alternativaQueNoPasa(variante: String)
    case errorQuePasa(variante: String)
    /// `analisis` names an analyzer id that does not exist; `esenciales` lists the valid ones.
    case analisisDesconocido(variante: String, id: String, esenciales: [String])
    case analisisNoEsencial(variante: String, id: String)
    /// `analisis` on a variant that is not expected to fail.
    case analisisSinFalla(variante: String)
    /// A `falla` variant that names no failing test, guarantee or analyzer.
    case fallaSinNombrar(variante: String)
    case pruebaDeVarianteDesconocida(variante: String, prueba: String)
    case garantiaDeVarianteDesconocida(variante: String, garantia: String)
    case sinDiagnostico(variante: String)
    /// A `noCompila` variant whose `explicacion` is missing or not in the diagnostics table.
    case sinExplicacion(variante: String)

    // MARK: Typical mistakes, steps and `primero`.
    case errorIdInvalido(String)
    case errorRepetido(String)
    case errorSinTexto(String)
    /// `{nombre}` used in the mistake's text but not declared in `parametros`.
    case marcadorSinDeclarar(error: String, nombre: String)
    case parametroSinUsar(error: String, nombre: String)
    /// A step with an invalid or repeated id, or without hints.
    case pasoInvalido(prueba: String, paso: String)
    /// An `error-` variant that fails tests and does not say which cause must come first.
    case sinPrimero(variante: String)
    /// `primero` on a variant that fails no test.
    case primeroSobra(variante: String)
    case primeroErrorDesconocido(variante: String, error: String)
    case primeroPruebaDesconocida(variante: String, prueba: String)
    case primeroPasoDesconocido(variante: String, prueba: String, paso: String)
    /// A declared mistake no variant names as `primero`.
    case errorSinUsar(String)

    // MARK: A per-exercise lesson's `ejercicios`.
    case ejercicioRepetido(Int)
    case ejercicioSinArchivos(Int)
    case archivoEnDosEjercicios(String)
    case pruebaEnDosEjercicios(String)
    case pruebaDeEjercicioDesconocida(prueba: String, ejercicio: Int)
    case explicacionDesconocida(id: String, ejercicio: Int)
    case pruebaSinEjercicio(String)
    /// A `Plantilla/` file (name) in no exercise.
    case archivoSinEjercicio(String)
    /// `Package.swift`'s line for the lesson lacks `porEjercicio: true`.
    case sinMarcaEnManifiesto(numero: Int, slug: String)

    // MARK: An ordinary lesson's `archivosPorEjercicio`.
    /// `archivosPorEjercicio` in a per-exercise lesson.
    case archivosEnLeccionPorEjercicios
    case archivosRepetido(ejercicio: Int)
    case archivosSinPruebas(ejercicio: Int)
    case archivosSinTitulo(ejercicio: Int)
    case archivosSinArchivos(ejercicio: Int)
    /// A file (name under `Plantilla/`) that does not exist.
    case archivosAusente(archivo: String, ejercicio: Int)
  }
}
