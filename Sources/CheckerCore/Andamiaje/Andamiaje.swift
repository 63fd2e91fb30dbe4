import Foundation
import Motor

/// `checker nueva-leccion "Título"`: scaffolds the next lesson of a workbook.
///
/// It takes the next free `NN` (after every number in `Package.swift`'s list and every
/// `Lessons/NN-*` folder) and writes `Lessons/NN-slug/` (README skeleton, `leccion.json`,
/// `Plantilla/` with a `// TODO:`, `Solucion/`, `Variantes/error-ejemplo/` (an overlay with one patch), the working copy
/// `Sources/Workbook/LeccionNN/`, `Tests/Exercises/LeccionNN/` with one example hidden test, and
/// finally the lesson's line in `Package.swift`. The result builds; the pieces the instructor must
/// still write carry `Leccion.marcaPendiente`, which `checker verificar` reports until it is gone.
public struct Andamiaje: Sendable {
  /// The workbook to extend.
  public var taller: Taller
  /// Its course.
  public var catalogo: Catalogo

  /// A scaffolder of lessons, exercises and variants in `taller`.
  public init(taller: Taller, catalogo: Catalogo) {
    self.taller = taller
    self.catalogo = catalogo
  }

  /// What was created.
  public struct Resultado: Sendable, Equatable {
    /// The new lesson (with its metadata).
    public var leccion: Leccion
    /// Every file written, relative to the root, in creation order (`Package.swift` last).
    public var archivos: [String]
    /// The line added to `Package.swift`.
    public var lineaManifiesto: String
  }

  /// The next free lesson number.
  public func siguienteNumero() -> Int {
    let carpetas = ArchivosCarpeta.entradas(taller.carpetaLecciones).compactMap { nombre -> Int? in
      let cifras = nombre.prefix { $0.isASCII && $0.isNumber }
      return nombre.dropFirst(cifras.count).hasPrefix("-") ? Int(cifras) : nil
    }
    return ((catalogo.lista.map(\.numero) + carpetas).max() ?? 0) + 1
  }

  /// `"Efectos y cancelación"` → `efectos-y-cancelacion`: lower case ASCII letters and digits
  /// joined by `-`, at most 40 characters.
  public static func slug(_ titulo: String) -> String {
    let plegado = titulo.precomposedStringWithCanonicalMapping
      .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "es"))
      .lowercased()
    var palabras: [String] = []
    var actual = ""
    for caracter in plegado.unicodeScalars {
      if caracter.isASCII, CharacterSet.alphanumerics.contains(caracter) {
        actual.unicodeScalars.append(caracter)
      } else if !actual.isEmpty {
        palabras.append(actual)
        actual = ""
      }
    }
    if !actual.isEmpty { palabras.append(actual) }
    var slug = ""
    for palabra in palabras {
      let siguiente = slug.isEmpty ? palabra : slug + "-" + palabra
      if siguiente.count > 40 { break }
      slug = siguiente
    }
    return slug.isEmpty ? String((palabras.first ?? "").prefix(40)) : slug
  }

  /// Writes the scaffold of a lesson titled `titulo`, in `Lessons/NN-<slug>` (`slug`, or one made
  /// from the title).
  /// - Parameter porEjercicio: A per-exercise lesson (`--diagnosticos`): its example exercise
  ///   starts not compiling, `leccion.json` declares it in `ejercicios`, and the manifest line says
  ///   `porEjercicio: true`.
  /// - Throws: ``ErrorAndamiaje``; on failure nothing is left half-written.
  public func crear(titulo: String, slug elegido: String? = nil, porEjercicio: Bool = false) throws -> Resultado {
    let limpio = titulo.trimmingCharacters(in: .whitespacesAndNewlines)
    let slug = elegido ?? Self.slug(limpio)
    guard !limpio.isEmpty, !Self.slug(limpio).isEmpty else { throw ErrorAndamiaje.tituloVacio }
    // Un slug elegido sigue las reglas del que sale del título: ya es su propia forma normal.
    if let elegido, elegido.isEmpty || Self.slug(elegido) != elegido { throw ErrorAndamiaje.slugInvalido(elegido) }
    let numero = siguienteNumero()
    let posicion = (catalogo.lecciones.map(\.posicion).max() ?? 0) + 1
    var leccion = Leccion(numero: numero, slug: slug, metadatos: nil)
    let textos = TextosAndamiaje(leccion: leccion, titulo: limpio, porEjercicio: porEjercicio)
    let metadatos = textos.metadatos(posicion: posicion)
    leccion.metadatos = metadatos

    let manifiesto = try String(contentsOf: taller.manifiesto, encoding: .utf8)
    let (nuevoManifiesto, linea) = try EdicionManifiesto.anadir(
      numero: numero, slug: slug, a: manifiesto, porEjercicio: porEjercicio)

    let carpetas = [leccion.carpeta, leccion.carpetaCopiaTrabajo, leccion.carpetaPruebas]
    for carpeta in carpetas where FileManager.default.fileExists(atPath: url(carpeta).path) {
      throw ErrorAndamiaje.yaExiste(carpeta)
    }
    // La variante de ejemplo guarda solo su cambio: un parche de `Solucion/Ejercicio.swift`.
    let parche = Parche.crear(
      de: textos.solucion, a: textos.variante, viejo: leccion.carpeta + "/Solucion/Ejercicio.swift",
      nuevoNombre: leccion.carpeta + "/Variantes/error-ejemplo/Ejercicio.swift") ?? ""
    let archivos: [(String, Data)] = [
      (leccion.carpeta + "/README.md", Data(textos.readme.utf8)),
      (leccion.carpeta + "/leccion.json", try textos.json(metadatos)),
      (leccion.carpeta + "/Plantilla/Ejercicio.swift", Data(textos.plantilla.utf8)),
      (leccion.carpeta + "/Solucion/Ejercicio.swift", Data(textos.solucion.utf8)),
      (leccion.carpeta + "/Variantes/error-ejemplo/Ejercicio.swift" + OrigenArchivo.extensionParche, Data(parche.utf8)),
      (leccion.carpetaCopiaTrabajo + "/Ejercicio.swift", Data(textos.plantilla.utf8)),
      (leccion.carpetaPruebas + "/PruebasEjercicio.swift", Data(textos.prueba.utf8)),
      (leccion.carpetaPruebas + "/main.swift", Data(textos.principal.utf8)),
    ]
    do {
      for (ruta, datos) in archivos {
        try FileManager.default.createDirectory(at: url(ruta).deletingLastPathComponent(), withIntermediateDirectories: true)
        try datos.write(to: url(ruta))
      }
      try Data(nuevoManifiesto.utf8).write(to: taller.manifiesto, options: .atomic)
    } catch {
      for carpeta in carpetas { try? FileManager.default.removeItem(at: url(carpeta)) }
      throw ErrorAndamiaje.noSePuedeEscribir(String(describing: error))
    }
    return Resultado(leccion: leccion, archivos: archivos.map(\.0) + ["Package.swift"], lineaManifiesto: linea)
  }

  func url(_ relativa: String) -> URL { taller.raiz.appendingPathComponent(relativa) }
}

/// Why a lesson could not be scaffolded.
public enum ErrorAndamiaje: Error, Equatable, Sendable, CustomStringConvertible {
  /// The title has no letters or digits (usage error).
  case tituloVacio
  /// `Package.swift` has no recognisable list of lessons.
  case sinLista
  /// A `--slug` that is not lowercase ASCII words joined by hyphens, at most 40 characters (usage error).
  case slugInvalido(String)
  /// A folder of the new lesson already exists.
  case yaExiste(String)
  /// Writing failed (detail attached).
  case noSePuedeEscribir(String)

  /// The slug `nueva-leccion` would make of `texto`, or a fixed example.
  static func ejemplo(_ texto: String) -> String {
    let propuesto = Andamiaje.slug(texto)
    return propuesto.isEmpty ? "efectos-y-cancelacion" : propuesto
  }

  /// Spanish description.
  public var description: String {
    switch self {
    case .tituloVacio:
      "el título de la lección necesita letras o números: swift run -q checker nueva-leccion \"Efectos y cancelación\""
    case .sinLista:
      "no encuentro la lista de lecciones en Package.swift (líneas `leccion(N, \"slug\"),` dentro de "
        + "`let lecciones: [Leccion] = [ … ]`)"
    case .slugInvalido(let slug):
      "el slug '\(slug)' no vale: minúsculas sin acentos, números y guiones, como mucho 40 caracteres "
        + "(por ejemplo, '\(Self.ejemplo(slug))'); es el nombre permanente de la carpeta"
    case .yaExiste(let carpeta): "'\(carpeta)' ya existe; no se ha tocado nada"
    case .noSePuedeEscribir(let detalle): "no se pudo escribir la lección (\(detalle)); no se ha dejado nada a medias"
    }
  }
}
