import Motor

/// One thing `checker verificar` and the integrity suite found wrong with a lesson or the course.
///
/// A finding names where it was found (lesson, source built) and what is wrong in Spanish; when a
/// build failed it carries the compiler's errors verbatim. Its ``codigo`` is the exit status it
/// calls for: 1 a problem, 2 a stub, solution or variant that does not compile when it should,
/// 70 an internal error (no toolchain, a test declared but not registered), 130 interrupted.
///
/// ```text
/// lección 3 · Solucion: la prueba 'guardarAceptaNombre' («Guardar con un nombre válido…») falla:
///     Tras guardar, el estado debería …
/// ```
public struct Hallazgo: Sendable, Equatable, CustomStringConvertible {
  /// What kind of check found it (tests match on this; the report only shows ``detalle``).
  public enum Clase: String, Sendable, Equatable, CaseIterable {
    /// Course-wide: `Package.swift`'s list against the `Lessons/NN-*` folders, shared tables.
    case curso
    /// `leccion.json` missing or invalid, empty hints, variants declared wrongly.
    case metadatos
    /// The hidden tests register, with a literal `Prueba("id")`, an id `leccion.json` does not
    /// declare: found before building, and the lesson is not built (every source would fail alike).
    case pruebaSinDeclarar
    /// A missing README, Plantilla or Solucion, stray or mismatched files.
    case archivos
    /// A Plantilla file that differs from its Solucion twin without a `// TODO:`.
    case todo
    /// With `CI=true`: the working copy differs from `Plantilla/`.
    case copiaDeTrabajo
    /// A file still holds the `nueva-leccion` placeholder mark.
    case pendiente
    /// A source that must compile does not.
    case noCompila
    /// The Plantilla passes a hidden test.
    case plantillaPasa
    /// A test fails where it must pass (Solucion, an alternativa, or an `error-*` not naming it).
    case pruebaFalla
    /// A test an `error-*` variant declares failing passes.
    case pruebaPasa
    /// A compile-time check breaks where it must hold.
    case garantiaRota
    /// A compile-time check an `error-*` variant declares broken holds.
    case garantiaCumple
    /// A `noCompila` variant compiles.
    case compila
    /// The esencial source-analyzer findings differ from the declared ones (`analisis`).
    case analisis
    /// A `noCompila` variant fails without the declared diagnostic or explanation.
    case diagnostico
    /// An `error-*` variant's report leads with something other than its declared `primero`.
    case primero
    /// A hidden test raised a typical mistake `leccion.json` does not declare, or without a value
    /// for one of its parameters.
    case errorTipico
    /// The check itself could not run (toolchain, metadata, unregistered tests).
    case interno
    /// Ctrl-C.
    case interrumpido
  }

  /// The lesson number, or `nil` for the whole course.
  public var leccion: Int?
  /// What was built or looked at: `Plantilla`, `Solucion`, `Variantes/error-…`, or `nil`.
  public var fuente: String?
  /// The kind of check.
  public var clase: Clase
  /// What is wrong, in Spanish (one sentence, then details on further lines).
  public var detalle: String
  /// The compiler's errors, verbatim (header line and code frame), when a build failed.
  public var compilador: [String]
  /// The exit status this finding calls for.
  public var codigo: CodigoSalida

  /// A problem `verificar` found in a lesson, with the source it belongs to and the compiler's lines.
  public init(
    leccion: Int?, fuente: String? = nil, clase: Clase, detalle: String, compilador: [String] = [],
    codigo: CodigoSalida = .fallo
  ) {
    self.leccion = leccion
    self.fuente = fuente
    self.clase = clase
    self.detalle = detalle
    self.compilador = compilador
    self.codigo = codigo
  }

  /// `lección 3 · Solucion: <detalle>` followed by the compiler's errors indented four spaces.
  public var description: String { MensajesVerificacion.hallazgo(self) }
}
