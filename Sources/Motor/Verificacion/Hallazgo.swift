/// One thing `checker verificar` and the integrity suite found wrong with a lesson or the course: a
/// typed value (``Motivo``) that `CheckerCore`'s `MensajesVerificacion` renders in Spanish.
///
/// A finding names where it was found (lesson, source built), what kind of check found it
/// (``Clase``, which also decides the exit status in `CheckerCore`: 1 a problem, 2 a source that does
/// not compile when it should, 70 internal, 130 interrupted) and what is wrong (``motivo``); when a
/// build failed it carries the compiler's errors verbatim.
///
/// ```swift
/// Hallazgo(leccion: 3, fuente: "Solucion", clase: .pruebaFalla,
///          motivo: .pruebaFalla(resultado, nombre: "Guardar con un nombre válido"))
/// ```
public struct Hallazgo: Sendable, Equatable {
  /// What kind of check found it (tests match on this; the report shows ``motivo``).
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
  /// What was built or looked at: `Plantilla`, `Solucion`, `Variantes/error-…`, the working copy
  /// (``fuenteCopiaDeTrabajo``), or `nil`.
  public var fuente: String?
  /// The kind of check.
  public var clase: Clase
  /// What is wrong, with everything its message names.
  public var motivo: Motivo
  /// The compiler's errors, verbatim (header line and code frame), when a build failed.
  public var compilador: [String]
  /// Why an exercise could not be compiled at all (no compiler lines then), when that is the case.
  public var problemaEjercicio: ProblemaEjercicio?

  /// A problem `verificar` found in a lesson, with the source it belongs to and the compiler's lines.
  public init(
    leccion: Int?, fuente: String? = nil, clase: Clase, motivo: Motivo, compilador: [String] = [],
    problemaEjercicio: ProblemaEjercicio? = nil
  ) {
    self.leccion = leccion
    self.fuente = fuente
    self.clase = clase
    self.motivo = motivo
    self.compilador = compilador
    self.problemaEjercicio = problemaEjercicio
  }

  /// The ``fuente`` of a finding about the student's working copy (`CI=true`).
  public static let fuenteCopiaDeTrabajo = "Sources/Workbook"
}
