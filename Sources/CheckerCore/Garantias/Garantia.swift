import Foundation

/// A compile-time check ("garantía de tipos"): a snippet in `Lessons/NN-slug/NoCompila/<id>.swift`
/// that must NOT compile against the student's module, failing with one expected diagnostic on one
/// expected line.
///
/// Header (the first comment lines of the file; see `Lessons/FORMATO.md`):
///
/// ```swift
/// // nombre: La vista no puede enviar una acción interna
/// // diagnostico: has no member 'tickRecibido'
/// // linea: 12
/// // pista: El `send` de la vista solo acepta casos de `Action.View`.
/// ```
public struct Garantia: Sendable, Equatable {
  /// File name without `.swift`; the id `leccion.json`'s variants refer to.
  public var id: String
  /// The snippet.
  public var archivo: URL
  /// Display name.
  public var nombre: String
  /// Substring every compiler error must contain.
  public var diagnostico: String
  /// 1-based line every compiler error must be on.
  public var linea: Int
  /// Hint shown when the check does not hold.
  public var pista: String

  /// Creates a check; see the properties for each field.
  public init(id: String, archivo: URL, nombre: String, diagnostico: String, linea: Int, pista: String) {
    self.id = id
    self.archivo = archivo
    self.nombre = nombre
    self.diagnostico = diagnostico
    self.linea = linea
    self.pista = pista
  }

  /// Reads the header of `archivo`.
  /// - Returns: The check, or a Spanish description of what is wrong with its header.
  public static func leer(_ archivo: URL) -> Result<Garantia, ProblemaGarantia> {
    let id = archivo.deletingPathExtension().lastPathComponent
    guard let texto = try? String(contentsOf: archivo, encoding: .utf8) else {
      return .failure(ProblemaGarantia(id: id, detalle: "no se puede leer el archivo"))
    }
    var campos: [String: String] = [:]
    for linea in texto.split(separator: "\n", omittingEmptySubsequences: false) {
      let limpia = linea.trimmingCharacters(in: .whitespaces)
      guard limpia.hasPrefix("//") else { break }
      let contenido = limpia.dropFirst(2).trimmingCharacters(in: .whitespaces)
      guard let dosPuntos = contenido.firstIndex(of: ":") else { continue }
      let clave = contenido[..<dosPuntos].trimmingCharacters(in: .whitespaces)
      let valor = contenido[contenido.index(after: dosPuntos)...].trimmingCharacters(in: .whitespaces)
      if campos[clave] == nil { campos[clave] = valor }
    }
    let faltan = ["nombre", "diagnostico", "linea", "pista"].filter { (campos[$0] ?? "").isEmpty }
    guard faltan.isEmpty else {
      return .failure(
        ProblemaGarantia(
          id: id, detalle: "faltan campos en la cabecera: " + faltan.joined(separator: ", ")))
    }
    guard let numero = campos["linea"].flatMap({ Int($0) }), numero > 0 else {
      return .failure(ProblemaGarantia(id: id, detalle: "'linea' debe ser un número positivo"))
    }
    return .success(
      Garantia(
        id: id, archivo: archivo, nombre: campos["nombre"] ?? "", diagnostico: campos["diagnostico"] ?? "",
        linea: numero, pista: campos["pista"] ?? ""))
  }

  /// Every `*.swift` of `carpeta`, sorted by file name; an absent folder has none.
  public static func todas(en carpeta: URL) -> [Result<Garantia, ProblemaGarantia>] {
    let nombres = (try? FileManager.default.contentsOfDirectory(atPath: carpeta.path)) ?? []
    return nombres.filter { $0.hasSuffix(".swift") }.sorted()
      .map { leer(carpeta.appendingPathComponent($0)) }
  }
}

/// A compile-time check whose header is unusable.
public struct ProblemaGarantia: Error, Sendable, Equatable, CustomStringConvertible {
  /// The check's id (file name).
  public var id: String
  /// What is wrong, in Spanish.
  public var detalle: String

  /// `NoCompila/<id>.swift: <detalle>`.
  public var description: String { "NoCompila/\(id).swift: \(detalle)" }
}
