import Foundation
import Motor

/// `checker nueva-variante leccionN <carpeta>`: turns what the working copy holds into a variant
/// (format 3), so an instructor writes a mistake where a student would, checks it with
/// `checker leccionN`, and keeps only what it changes.
///
/// Against `Solucion/`: each working-copy file that differs from its twin becomes a patch
/// (`X.swift.diff`), a file `Solucion/` lacks is copied whole, and a `Solucion/` file the copy lacks
/// goes to `quita`. `leccion.json` gains the variant's entry by a textual edit (layout and key order
/// kept): an `alternativa-*` expects `pasa`; an `error-*` expects `falla` with ``Andamiaje/marcaPendiente``
/// where its failing tests and its `primero` go, which `verificar` reports until they are written.
/// Nothing is written if anything is wrong; the working copy is never touched.
struct NuevaVariante {
  var taller: Taller

  /// What ``crear(_:carpeta:)`` writes.
  struct Resultado: Equatable {
    /// The variant's files, relative to the root.
    var archivos: [String]
    /// `Solucion/` files the variant removes.
    var quita: [String]
  }

  /// Creates variant `carpeta` of `leccion` from the working copy.
  /// - Throws: ``ErrorNuevaVariante`` (nothing written).
  func crear(_ leccion: Leccion, carpeta: String) throws(ErrorNuevaVariante) -> Resultado {
    guard ReglasVariante.nombreValido(carpeta), carpeta.count > "error-".count else { throw .nombre(carpeta) }
    let destino = leccion.carpeta + "/Variantes/" + carpeta
    guard !FileManager.default.fileExists(atPath: url(destino).path) else { throw .yaExiste(destino) }
    let json = leccion.carpeta + "/leccion.json"
    guard let datos = FileManager.default.contents(atPath: url(json).path) else { throw .sinMetadatos(json) }
    let texto = String(decoding: datos, as: UTF8.self)
    guard (leccion.metadatos?.variantes ?? []).allSatisfy({ $0.carpeta != carpeta }) else { throw .yaDeclarada(carpeta) }

    let copia = url(leccion.carpetaCopiaTrabajo)
    let solucion = url(leccion.carpetaFuente(.solucion))
    let propios = ArchivosCarpeta.listar(copia).filter { $0.hasSuffix(".swift") }
    var escribir: [(String, String)] = []
    for archivo in propios {
      let suyo = (try? String(contentsOf: copia.appendingPathComponent(archivo), encoding: .utf8)) ?? ""
      guard let gemelo = try? String(contentsOf: solucion.appendingPathComponent(archivo), encoding: .utf8) else {
        escribir.append((destino + "/" + archivo, suyo))
        continue
      }
      // Igual salvo espacios al final de línea: nada que guardar (verificar lo rechazaría).
      if !ReglasVariante.iguales(suyo, gemelo), let parche = Parche.crear(
        de: gemelo, a: suyo, viejo: leccion.carpeta + "/Solucion/" + archivo, nuevoNombre: destino + "/" + archivo)
      {
        escribir.append((destino + "/" + archivo + OrigenArchivo.extensionParche, parche))
      }
    }
    let quita = ArchivosCarpeta.listar(solucion).filter { $0.hasSuffix(".swift") && !propios.contains($0) }
    guard !escribir.isEmpty || !quita.isEmpty else { throw .igualASolucion(leccion.carpetaCopiaTrabajo) }

    let nuevo = try Self.conEntrada(Self.entrada(carpeta, quita: quita), en: texto, json: json)
    do {
      for (ruta, contenido) in escribir {
        try FileManager.default.createDirectory(at: url(ruta).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contenido.utf8).write(to: url(ruta), options: .atomic)
      }
      try Data(nuevo.utf8).write(to: url(json), options: .atomic)
    } catch {
      try? FileManager.default.removeItem(at: url(destino))
      throw .escritura(String(describing: error))
    }
    return Resultado(archivos: escribir.map(\.0).sorted(), quita: quita)
  }

  /// The variant's `leccion.json` entry, on one line.
  static func entrada(_ carpeta: String, quita: [String]) -> String {
    let quitados = quita.isEmpty ? "" : ", \"quita\": [" + quita.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    guard carpeta.hasPrefix("error-") else { return "{ \"carpeta\": \"\(carpeta)\", \"esperado\": \"pasa\"\(quitados) }" }
    let pendiente = Leccion.marcaPendiente
    return "{ \"carpeta\": \"\(carpeta)\", \"esperado\": \"falla\", \"pruebas\": [\"\(pendiente)\"], "
      + "\"primero\": \"hecho:\(pendiente)\"\(quitados) }"
  }

  /// `texto` (a `leccion.json`) with `entrada` first in its `variantes` (created if absent).
  /// - Throws: ``ErrorNuevaVariante/metadatosIlegibles(_:)`` if the result would not be valid JSON.
  static func conEntrada(_ entrada: String, en texto: String, json: String) throws(ErrorNuevaVariante) -> String {
    var nuevo: String
    if let lista = texto.range(of: #""variantes"\s*:\s*\["#, options: .regularExpression) {
      let vacia = texto[lista.upperBound...].drop { $0.isWhitespace }.first == "]"
      nuevo = texto.replacingCharacters(in: lista, with: texto[lista] + "\n    " + entrada + (vacia ? "\n  " : ","))
    } else if let cierre = texto.range(of: "}", options: .backwards) {
      var antes = texto[..<cierre.lowerBound]
      while let ultimo = antes.last, ultimo.isWhitespace { antes.removeLast() }
      nuevo = antes + ",\n  \"variantes\": [\n    " + entrada + "\n  ]\n" + texto[cierre.lowerBound...]
    } else {
      throw .metadatosIlegibles(json)
    }
    guard (try? JSONSerialization.jsonObject(with: Data(nuevo.utf8))) != nil else { throw .metadatosIlegibles(json) }
    return nuevo
  }

  func url(_ relativa: String) -> URL { taller.raiz.appendingPathComponent(relativa) }
}

/// Why `nueva-variante` wrote nothing.
enum ErrorNuevaVariante: Error, Equatable {
  /// Not `alternativa-…`/`error-…`, or with a space, comma, colon or slash.
  case nombre(String)
  /// The folder already exists (relative path).
  case yaExiste(String)
  /// `leccion.json` already declares a variant with that name.
  case yaDeclarada(String)
  /// No `leccion.json` (relative path).
  case sinMetadatos(String)
  /// The working copy (relative path) equals `Solucion/`: nothing to keep.
  case igualASolucion(String)
  /// The edited `leccion.json` would not be valid JSON (relative path).
  case metadatosIlegibles(String)
  /// A file could not be written (detail).
  case escritura(String)
}
