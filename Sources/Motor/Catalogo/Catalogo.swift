import Foundation

/// The course: the lessons of `Package.swift`'s list with their `leccion.json`, in display order.
///
/// The one source of ordering for every command (`checker`, `checker pista`, `todas`…). Loading it
/// builds nothing; a missing or invalid `leccion.json` is kept as a problem of that lesson, not an
/// error of the whole catalog. ``ValidacionCatalogo`` finds everything else that is wrong.
public struct Catalogo: Sendable, Equatable {
  /// The workbook it was read from.
  public var taller: Taller
  /// Every listed lesson, sorted by `orden`, then by number.
  public var lecciones: [Leccion]
  /// The list exactly as `Package.swift` has it (for validation).
  public var lista: [ListaLecciones.Linea]

  /// Creates a catalog from parts (tests build their own).
  public init(taller: Taller, lecciones: [Leccion], lista: [ListaLecciones.Linea] = []) {
    self.taller = taller
    self.lecciones = lecciones.sorted { ($0.posicion, $0.numero) < ($1.posicion, $1.numero) }
    self.lista = lista
  }

  /// Reads `Package.swift`'s list and each lesson's `leccion.json`.
  /// - Throws: ``ErrorCatalogo/manifiestoIlegible(_:)`` if `Package.swift` cannot be read.
  public static func cargar(_ taller: Taller) throws -> Catalogo {
    let texto: String
    do {
      texto = try String(contentsOf: taller.manifiesto, encoding: .utf8)
    } catch {
      throw ErrorCatalogo.manifiestoIlegible(taller.manifiesto.path)
    }
    let lista = ListaLecciones.leer(manifiesto: texto)
    let lecciones = lista.map { linea -> Leccion in
      var leccion = Leccion(numero: linea.numero, slug: linea.slug, metadatos: nil)
      let url = taller.raiz.appendingPathComponent(leccion.carpeta + "/leccion.json")
      switch leerMetadatos(url, taller: taller) {
      case .success(let metadatos): leccion.metadatos = metadatos
      case .failure(let problema): leccion.problemaMetadatos = problema
      }
      return leccion
    }
    return Catalogo(taller: taller, lecciones: lecciones, lista: lista)
  }

  /// Decodes one `leccion.json`.
  /// - Parameter taller: When given, paths in problems are relative to its root.
  public static func leerMetadatos(
    _ url: URL, taller: Taller? = nil
  ) -> Result<MetadatosLeccion, ErrorCatalogo> {
    let ruta = taller?.rutaRelativa(url) ?? url.path
    guard let datos = FileManager.default.contents(atPath: url.path) else {
      return .failure(.metadatosAusentes(ruta))
    }
    let metadatos: MetadatosLeccion
    do {
      metadatos = try JSONDecoder().decode(MetadatosLeccion.self, from: datos)
    } catch {
      if let version = try? JSONDecoder().decode(SoloFormato.self, from: datos),
        version.formato > MetadatosLeccion.formatoActual
      {
        return .failure(.formatoNuevo(ruta, version.formato))
      }
      return .failure(.metadatosInvalidos(ruta, DefectoJSON(error)))
    }
    if metadatos.formato > MetadatosLeccion.formatoActual {
      return .failure(.formatoNuevo(ruta, metadatos.formato))
    }
    if metadatos.formato < MetadatosLeccion.formatoMinimo {
      return .failure(.formatoAntiguo(ruta, metadatos.formato, numero: metadatos.numero))
    }
    return .success(metadatos)
  }

  /// The lesson with number `numero`, if listed.
  public func leccion(numero: Int) -> Leccion? {
    lecciones.first { $0.numero == numero }
  }
}

private struct SoloFormato: Decodable {
  var formato: Int
}

/// Problems reading the catalog.
public enum ErrorCatalogo: Error, Equatable, Sendable {
  /// `Package.swift` cannot be read.
  case manifiestoIlegible(String)
  /// `leccion.json` does not exist.
  case metadatosAusentes(String)
  /// `leccion.json` is not valid JSON of the expected shape (what is wrong attached).
  case metadatosInvalidos(String, DefectoJSON)
  /// `leccion.json` declares a format newer than this checker knows.
  case formatoNuevo(String, Int)
  /// `leccion.json` declares an older format (variants as full copies): `checker migrar-formato`.
  case formatoAntiguo(String, Int, numero: Int)
}
