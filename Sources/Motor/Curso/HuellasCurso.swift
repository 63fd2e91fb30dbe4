import Foundation

/// The fingerprints of the files the course ships (hidden tests, `leccion.json`, `Plantilla/`,
/// `Solucion/`, `NoCompila/`, the runtime, the harness and `Package.swift`), as recorded in
/// ``archivo`` by `swift run checker huellas` and checked by `verificar` and by `swift test`.
///
/// A student's check compares the files of its lesson with them: a changed hidden test still runs,
/// but the report says so first and the lesson is not marked completed (see ``CambioCurso``). What
/// it does not stop: someone who edits a course file *and* this file (or deletes it: with no file,
/// nothing is compared, as in a workbook made by hand). The class path restores the course files
/// from the course's commit before grading (`Clase/calificar.sh`).
///
/// Shape: `{"formato": 1, "archivos": {"Package.swift": "fnv1a64:…", …}}`, paths relative to the
/// workbook's root with `/`, sorted; each value is a ``HuellaArchivo``.
public struct HuellasCurso: Codable, Equatable, Sendable {
  /// Where the fingerprints live, relative to the root.
  public static let archivo = "Lessons/huellas.json"
  /// The format this checker writes and reads.
  public static let formatoActual = 1
  /// The course-wide folders and files (the runtime, the harness, what they share, the manifest, the
  /// SwiftUI stand-in the views compile against).
  public static let comunes = [
    "Package.swift", "Sources/ComposableArchitecture", "Sources/TallerArnes", "Sources/TallerComun",
    "Sources/SwiftUIDeImitacion",
  ]

  /// Format of the file (``formatoActual``).
  public var formato: Int
  /// Path → `fnv1a64:<16 hex digits>`.
  public var archivos: [String: String]

  /// Creates a set of fingerprints.
  public init(formato: Int = HuellasCurso.formatoActual, archivos: [String: String]) {
    self.formato = formato
    self.archivos = archivos
  }

  /// The folders and files of the course that `leccion` depends on, relative to the root.
  public static func rutas(de leccion: Leccion) -> [String] {
    comunes + [
      leccion.carpetaPruebas, leccion.carpeta + "/leccion.json", leccion.carpeta + "/Plantilla",
      leccion.carpeta + "/Solucion", leccion.carpetaNoCompila,
    ]
  }

  /// The fingerprints of every course file of `lecciones` as they are now in `taller`.
  public static func calcular(_ taller: Taller, lecciones: [Leccion]) -> HuellasCurso {
    var archivos: [String: String] = [:]
    for ruta in Set(lecciones.flatMap(rutas(de:))) {
      for archivo in archivosBajo(ruta, en: taller) {
        archivos[archivo] = huella(taller.raiz.appendingPathComponent(archivo))
      }
    }
    return HuellasCurso(archivos: archivos)
  }

  /// The recorded fingerprints, or `nil` when the file is missing, unreadable or of another format.
  public static func leer(_ taller: Taller) -> HuellasCurso? {
    guard let datos = FileManager.default.contents(atPath: taller.raiz.appendingPathComponent(archivo).path),
      let huellas = try? JSONDecoder().decode(HuellasCurso.self, from: datos), huellas.formato == formatoActual
    else { return nil }
    return huellas
  }

  /// The JSON text written to ``archivo`` (sorted keys, one path per line, final newline).
  public func codificado() -> Data {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return ((try? codificador.encode(self)) ?? Data()) + Data("\n".utf8)
  }

  /// How the course files `leccion` depends on differ from these fingerprints, sorted by path.
  public func cambios(en taller: Taller, leccion: Leccion) -> [CambioCurso] {
    let rutas = Self.rutas(de: leccion)
    func deLaLeccion(_ archivo: String) -> Bool {
      rutas.contains { archivo == $0 || archivo.hasPrefix($0 + "/") }
    }
    var cambios: [CambioCurso] = []
    for (archivo, esperada) in archivos where deLaLeccion(archivo) {
      let url = taller.raiz.appendingPathComponent(archivo)
      if !FileManager.default.fileExists(atPath: url.path) {
        cambios.append(CambioCurso(ruta: archivo, tipo: .falta))
      } else if Self.huella(url) != esperada {
        cambios.append(CambioCurso(ruta: archivo, tipo: .modificado))
      }
    }
    for ruta in rutas {
      for archivo in Self.archivosBajo(ruta, en: taller) where archivos[archivo] == nil {
        cambios.append(CambioCurso(ruta: archivo, tipo: .anadido))
      }
    }
    return cambios.sorted { $0.ruta < $1.ruta }
  }

  /// How `actuales` (the files as they are now) differ from these fingerprints, sorted by path.
  public func diferencias(con actuales: HuellasCurso) -> [CambioCurso] {
    let cambiados = archivos.compactMap { archivo, huella -> CambioCurso? in
      guard let actual = actuales.archivos[archivo] else { return CambioCurso(ruta: archivo, tipo: .falta) }
      return actual == huella ? nil : CambioCurso(ruta: archivo, tipo: .modificado)
    }
    let nuevos = actuales.archivos.keys.filter { archivos[$0] == nil }.map { CambioCurso(ruta: $0, tipo: .anadido) }
    return (cambiados + nuevos).sorted { $0.ruta < $1.ruta }
  }

  /// The non-hidden regular files at `ruta` (a file or a folder), relative to the root.
  static func archivosBajo(_ ruta: String, en taller: Taller) -> [String] {
    let url = taller.raiz.appendingPathComponent(ruta)
    if ArchivosCarpeta.esCarpeta(url) { return ArchivosCarpeta.listar(url).map { ruta + "/" + $0 } }
    return FileManager.default.fileExists(atPath: url.path) ? [ruta] : []
  }

  /// `fnv1a64:<16 hex digits>` of the file's bytes (see ``HuellaArchivo``).
  static func huella(_ url: URL) -> String { HuellaArchivo.de(url) }
}

/// One course file that is not as the course shipped it.
public struct CambioCurso: Sendable, Equatable {
  /// How it differs.
  public enum Tipo: String, Sendable, Equatable {
    /// Its bytes changed.
    case modificado
    /// It was deleted.
    case falta
    /// It is new: the course does not ship it.
    case anadido
  }
  /// Path relative to the root (`Tests/Exercises/Leccion03/PruebasGuardar.swift`).
  public var ruta: String
  /// How it differs.
  public var tipo: Tipo

  /// Creates a change.
  public init(ruta: String, tipo: Tipo) {
    self.ruta = ruta
    self.tipo = tipo
  }
}
