import Foundation

/// `checker migrar-formato`: brings a lesson to format 3, where a variant holds only what it changes.
///
/// From format 1 (every variant a full copy of the lesson), per variant it deletes the `.swift` files
/// equal to their `Solucion/` twin (ignoring trailing whitespace) and lists in `quita` the
/// `Solucion/` files the variant lacked. From format 1 or 2, every remaining `.swift` of a variant
/// that has a `Solucion/` twin becomes a patch of that twin (`Ajustes.swift.diff`, a unified diff
/// with three lines of context); a file `Solucion/` does not have stays whole. It sets
/// `"formato": 3` in `leccion.json` with a textual edit (the instructor's layout and key order are
/// kept). Every change is planned and checked first: a lesson that cannot be migrated is left untouched.
public struct MigracionFormato: Sendable {
  /// The workbook.
  public var taller: Taller

  /// Creates a migration for `taller`.
  public init(taller: Taller) { self.taller = taller }

  /// What a migration did (or would do) to one lesson.
  public struct Plan: Sendable, Equatable {
    /// `leccion.json`'s new text; `nil` when the lesson already uses the current format.
    public var metadatos: String?
    /// Patches to write, relative to the root (`…/Variantes/x/Ajustes.swift.diff`) → their text; the
    /// whole file each replaces is in ``borrar``.
    public var parches: [String: String] = [:]
    /// Files to delete, relative to the root.
    public var borrar: [String]
    /// Solucion files each variant lacked (`quita`), by variant folder.
    public var quitar: [String: [String]]
    /// How many variant folders it looked at.
    public var variantes: Int
  }

  /// Plans the migration of the lesson in `carpeta` (relative to the root, `Lessons/03-…`).
  /// - Throws: ``ErrorMigracion``, or a file-system error reading a variant.
  public func planear(_ carpeta: String) throws -> Plan {
    let raiz = taller.raiz.appendingPathComponent(carpeta)
    let json = raiz.appendingPathComponent("leccion.json")
    guard let datos = FileManager.default.contents(atPath: json.path) else {
      throw ErrorMigracion.sinMetadatos(carpeta: carpeta)
    }
    let texto = String(decoding: datos, as: UTF8.self)
    guard let formato = try? JSONDecoder().decode(SoloFormato.self, from: datos) else {
      throw ErrorMigracion.sinFormato(carpeta: carpeta)
    }
    let variantes = ArchivosCarpeta.entradas(raiz.appendingPathComponent("Variantes"))
    let solucion = raiz.appendingPathComponent("Solucion")
    let archivosSolucion = ArchivosCarpeta.listar(solucion).filter { $0.hasSuffix(".swift") }
    var borrar: [String] = []
    var quitar: [String: [String]] = [:]
    var parches: [String: String] = [:]
    for variante in variantes {
      let carpetaVariante = raiz.appendingPathComponent("Variantes/" + variante)
      let propios = ArchivosCarpeta.listar(carpetaVariante).filter { $0.hasSuffix(".swift") }
      var quedan = 0
      for archivo in propios {
        let ruta = "\(carpeta)/Variantes/\(variante)/\(archivo)"
        let suyo = try String(contentsOf: carpetaVariante.appendingPathComponent(archivo), encoding: .utf8)
        let gemelo = try? String(contentsOf: solucion.appendingPathComponent(archivo), encoding: .utf8)
        if let gemelo, ReglasVariante.iguales(suyo, gemelo) {
          borrar.append(ruta)
        } else if let gemelo, let parche = Parche.crear(
          de: gemelo, a: suyo, viejo: "\(carpeta)/Solucion/\(archivo)", nuevoNombre: ruta)
        {
          borrar.append(ruta)
          parches[ruta + OrigenArchivo.extensionParche] = parche
          quedan += 1
        } else {
          quedan += 1
        }
      }
      // Una lección de formato 2 ya anotó en `quita` lo que falta: sus variantes no son copias enteras.
      let faltan = formato.formato < 2 ? archivosSolucion.filter { !propios.contains($0) } : []
      if !faltan.isEmpty { quitar[variante] = faltan }
      let tenia = formato.formato < 2 ? [] : ArchivosCarpeta.listar(carpetaVariante).filter { $0.hasSuffix(OrigenArchivo.extensionParche) }
      if quedan == 0 && faltan.isEmpty && tenia.isEmpty && Self.quitados(variante, en: datos).isEmpty {
        throw ErrorMigracion.varianteIgual(variante: variante)
      }
    }
    // Al día: nada que borrar ni que convertir (en el formato 3, un archivo entero con gemelo se convierte).
    if formato.formato >= MetadatosLeccion.formatoActual && borrar.isEmpty {
      return Plan(metadatos: nil, borrar: [], quitar: [:], variantes: variantes.count)
    }
    var nuevo = try Self.reemplazar(#""formato"\s*:\s*\#(formato.formato)"#, en: texto, por: "\"formato\": \(MetadatosLeccion.formatoActual)", carpeta: carpeta)
    for (variante, archivos) in quitar.sorted(by: { $0.key < $1.key }) {
      let lista = archivos.map { "\"\($0)\"" }.joined(separator: ", ")
      let patron = #""carpeta"\s*:\s*""# + NSRegularExpression.escapedPattern(for: variante) + #"""#
      nuevo = try Self.reemplazar(patron, en: nuevo, por: "\"carpeta\": \"\(variante)\", \"quita\": [\(lista)]", carpeta: carpeta)
    }
    let metadatos: MetadatosLeccion
    do {
      metadatos = try JSONDecoder().decode(MetadatosLeccion.self, from: Data(nuevo.utf8))
    } catch {
      throw ErrorMigracion.invalida(DefectoJSON(error))
    }
    guard metadatos.formato == MetadatosLeccion.formatoActual else { throw ErrorMigracion.invalida(.otro) }
    return Plan(metadatos: nuevo, parches: parches, borrar: borrar, quitar: quitar, variantes: variantes.count)
  }

  /// The `quita` of variant `variante` in a `leccion.json` of format 2 or later (empty if unreadable).
  static func quitados(_ variante: String, en datos: Data) -> [String] {
    let metadatos = try? JSONDecoder().decode(MetadatosLeccion.self, from: datos)
    return metadatos?.variantes?.first { $0.carpeta == variante }?.quita ?? []
  }

  /// Replaces the one match of `patron` in `texto`.
  static func reemplazar(_ patron: String, en texto: String, por plantilla: String, carpeta: String) throws -> String {
    let expresion = try NSRegularExpression(pattern: patron)
    let rango = NSRange(texto.startIndex..., in: texto)
    let coincidencias = expresion.matches(in: texto, range: rango)
    guard coincidencias.count == 1, let unica = coincidencias.first, let donde = Range(unica.range, in: texto) else {
      throw ErrorMigracion.sinCampo(patron: patron, carpeta: carpeta)
    }
    return texto.replacingCharacters(in: donde, with: plantilla)
  }

  /// Plans, then applies: writes the patches and `leccion.json`, and deletes the files they replace
  /// and the duplicated ones.
  /// - Returns: The plan applied (`metadatos == nil`: nothing to do).
  @discardableResult
  public func migrar(_ carpeta: String) throws -> Plan {
    let plan = try planear(carpeta)
    guard let metadatos = plan.metadatos else { return plan }
    for (relativo, texto) in plan.parches.sorted(by: { $0.key < $1.key }) {
      try Data(texto.utf8).write(to: taller.raiz.appendingPathComponent(relativo), options: .atomic)
    }
    for relativo in plan.borrar {
      try FileManager.default.removeItem(at: taller.raiz.appendingPathComponent(relativo))
    }
    try Data(metadatos.utf8).write(to: taller.raiz.appendingPathComponent(carpeta + "/leccion.json"), options: .atomic)
    return plan
  }
}

/// Why a lesson could not be migrated (`CheckerCore`'s `MensajesFormato.migracion(_:)` says it in
/// Spanish); `carpeta` is the lesson's folder relative to the root.
public enum ErrorMigracion: Error, Equatable, Sendable {
  /// `leccion.json` is missing.
  case sinMetadatos(carpeta: String)
  /// `leccion.json` is not JSON with a `formato` field.
  case sinFormato(carpeta: String)
  /// A variant equal to `Solucion/`: nothing to keep.
  case varianteIgual(variante: String)
  /// The migrated `leccion.json` would not be valid.
  case invalida(DefectoJSON)
  /// The textual edit found `patron` not exactly once.
  case sinCampo(patron: String, carpeta: String)
}

private struct SoloFormato: Decodable {
  var formato: Int
}
