import Foundation

/// One lesson of the catalog: its line in `Package.swift`, its folders, and its metadata (or why the
/// metadata could not be read).
public struct Leccion: Sendable, Equatable {
  /// Permanent number (`3`).
  public var numero: Int
  /// Folder suffix (`bindable-action`).
  public var slug: String
  /// `leccion.json`, or `nil` when it is missing or invalid (see ``problemaMetadatos``).
  public var metadatos: MetadatosLeccion?
  /// Spanish description of why `metadatos` is `nil`.
  public var problemaMetadatos: ErrorCatalogo?

  /// A lesson found on disk: its folder's number and slug, and its `leccion.json` or why it could not be read.
  public init(numero: Int, slug: String, metadatos: MetadatosLeccion?, problemaMetadatos: ErrorCatalogo? = nil) {
    self.numero = numero
    self.slug = slug
    self.metadatos = metadatos
    self.problemaMetadatos = problemaMetadatos
  }

  /// `03`.
  public var nn: String { numero < 10 ? "0\(numero)" : "\(numero)" }
  /// `Leccion03`, the student module.
  public var modulo: String { "Leccion" + nn }
  /// `PruebasLeccion03`, the hidden-test product.
  public var producto: String { "Pruebas" + modulo }
  /// `Lessons/03-bindable-action`.
  public var carpeta: String { "Lessons/\(nn)-\(slug)" }
  /// `Sources/Workbook/Leccion03`, the student's working copy.
  public var carpetaCopiaTrabajo: String { "Sources/Workbook/\(modulo)" }
  /// `Tests/Exercises/Leccion03`, the hidden tests.
  public var carpetaPruebas: String { "Tests/Exercises/\(modulo)" }
  /// `Lessons/03-bindable-action/NoCompila`, the compile-time checks.
  public var carpetaNoCompila: String { carpeta + "/NoCompila" }
  /// Display position: `orden` of the metadata, else the number.
  public var posicion: Int { metadatos?.posicion ?? numero }

  /// Folder (relative to the root) the student module is built from for `fuente`: the checker's
  /// copy of `Leccion.fuente` in `Package.swift` (which cannot import a target;
  /// `FuenteLeccionTests` pins that both agree).
  public func carpetaFuente(_ fuente: FuenteLeccion) -> String {
    switch fuente {
    case .copiaDeTrabajo: carpetaCopiaTrabajo
    case .plantilla, .solucion: carpeta + "/" + (fuente.carpetaEnLeccion ?? "")
    case .variante(let nombre): carpetaEnsamblado(variante: nombre)
    case .mutante: carpetaEnsamblado(variante: FuenteLeccion.carpetaMutantes)
    }
  }

  /// `.build/mutantes/leccionNN/<id>`, relative to the root: the one mutated file of mutant `id`
  /// (see ``FuenteLeccion/mutante(_:)``).
  public func carpetaMutante(_ id: String) -> String { ".build/mutantes/leccion\(nn)/\(id)" }

  /// `.build/fuentes`, relative to the root: where variants are assembled (also spelled out in
  /// `Package.swift`).
  public static let carpetaEnsamblados = ".build/fuentes"

  /// `.build/fuentes/leccionNN/<variante>`, relative to the root: where ``Ensamblado`` assembles
  /// `variante` and `TALLER_FUENTE=NN:<variante>` builds from.
  public func carpetaEnsamblado(variante: String) -> String {
    "\(Self.carpetaEnsamblados)/leccion\(nn)/\(variante)"
  }

  /// The mark `checker nueva-leccion` leaves in every file the instructor must still write;
  /// `checker verificar` reports each file that still holds it.
  public static let marcaPendiente = "nueva-leccion:pendiente"
}

/// Where a lesson module's sources come from; see `TALLER_FUENTE` in `Package.swift`.
public enum FuenteLeccion: Sendable, Equatable {
  /// `Sources/Workbook/LeccionNN` (the normal case; `TALLER_FUENTE` unset).
  case copiaDeTrabajo
  /// `Lessons/NN-slug/Plantilla`.
  case plantilla
  /// `Lessons/NN-slug/Solucion`.
  case solucion
  /// `Lessons/NN-slug/Variantes/<nombre>`, assembled on `Solucion/` in
  /// `.build/fuentes/leccionNN/<nombre>` (see ``Ensamblado``) before each build.
  case variante(String)
  /// A mutant of `Solucion/` (``Mutante``): `Solucion/` with the one file in
  /// `.build/mutantes/leccionNN/<id>` on top, assembled in `.build/fuentes/leccionNN/mutantes`.
  case mutante(String)

  /// The assembly folder all mutants of a lesson share (only the mutated file changes between two).
  public static let carpetaMutantes = "mutantes"

  /// The folder of the lesson's own files under `Lessons/NN-slug/` (`Plantilla`, `Solucion`,
  /// `Variantes/<nombre>`); `nil` for the working copy and a mutant (whose file is under `.build`).
  public var carpetaEnLeccion: String? {
    switch self {
    case .copiaDeTrabajo: nil
    case .plantilla: "Plantilla"
    case .solucion: "Solucion"
    case .variante(let nombre): "Variantes/" + nombre
    case .mutante: nil
    }
  }

  /// The source a `TALLER_FUENTE` value names after `NN:` (`plantilla`, `solucion`, or a variant).
  public init(valorEntorno texto: String) {
    switch texto {
    case "plantilla": self = .plantilla
    case "solucion": self = .solucion
    default: self = .variante(texto)
    }
  }

  /// The value of `TALLER_FUENTE` that selects this source for lesson `numero`, or `nil` for the
  /// working copy.
  public func valorEntorno(numero: Int) -> String? {
    switch self {
    case .copiaDeTrabajo: nil
    case .plantilla: "\(numero):plantilla"
    case .solucion: "\(numero):solucion"
    case .variante(let nombre): "\(numero):\(nombre)"
    case .mutante: "\(numero):\(Self.carpetaMutantes)"
    }
  }
}
