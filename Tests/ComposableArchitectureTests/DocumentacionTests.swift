import Foundation
import Testing

/// The runtime's sources, read from disk next to this file.
private let fuentesDelRuntime: URL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Sources/ComposableArchitecture")

/// One public declaration and the `///` lines right above it (attributes skipped).
private struct Declaracion {
  var ubicacion: String
  var tipo: String
  var documentacion: [String]
  /// Whether it is a member of a type whose documentation says it is not in TCA.
  var deTipoAjeno: Bool
}

/// Every public declaration (and requirement of a public protocol) of the runtime.
private func declaracionesPublicas() throws -> [Declaracion] {
  let publica = try Regex(
    #"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*public\s+(?:(?:static|final|mutating|nonisolated|override|indirect|convenience|required)\s+)*(func|var|let|init|subscript|struct|enum|class|protocol|typealias|associatedtype|case|actor)\b"#)
  let requisito = try Regex(#"^\s+(?:static\s+|mutating\s+)*(func|var|associatedtype|init|subscript)\b"#)
  let archivos = FileManager.default.enumerator(at: fuentesDelRuntime, includingPropertiesForKeys: nil)?
    .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
  var resultado: [Declaracion] = []
  for archivo in archivos {
    let lineas = try String(contentsOf: archivo, encoding: .utf8).components(separatedBy: "\n")
    var profundidad = 0
    var protocolo: Int?
    var tipos: [(profundidad: Int, ajeno: Bool)] = []
    for (indice, linea) in lineas.enumerated() {
      let codigo = linea.components(separatedBy: "//")[0]
      var tipo = (try? publica.firstMatch(in: linea))?.output[1].substring.map(String.init)
      if tipo == nil, let protocolo, profundidad == protocolo + 1,
        let coincidencia = try? requisito.firstMatch(in: linea)
      {
        tipo = coincidencia.output[1].substring.map(String.init)
      }
      if linea.contains(try Regex(#"^\s*public\s+protocol\b"#)) { protocolo = profundidad }
      if let tipo {
        var anterior = indice - 1
        while anterior >= 0 {
          let texto = lineas[anterior].trimmingCharacters(in: .whitespaces)
          guard texto.hasPrefix("@") || texto.hasPrefix("*,") || texto.hasPrefix("message:")
            || texto.hasPrefix("\"") || texto == ")"
          else { break }
          anterior -= 1
        }
        var documentacion: [String] = []
        while anterior >= 0, lineas[anterior].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
          documentacion.insert(lineas[anterior], at: 0)
          anterior -= 1
        }
        resultado.append(
          Declaracion(
            ubicacion: "\(archivo.lastPathComponent):\(indice + 1): \(linea.trimmingCharacters(in: .whitespaces))",
            tipo: tipo, documentacion: documentacion,
            deTipoAjeno: tipos.contains { $0.profundidad == profundidad && $0.ajeno }))
        if ["struct", "enum", "class", "protocol", "actor"].contains(tipo) {
          tipos.append((profundidad + 1, documentacion.joined().contains("Not in TCA")))
        }
      }
      profundidad += codigo.filter { $0 == "{" }.count - codigo.filter { $0 == "}" }.count
      tipos.removeAll { $0.profundidad > profundidad }
      if let abierto = protocolo, profundidad <= abierto, codigo.contains("}") { protocolo = nil }
    }
  }
  return resultado
}

@Suite("Documentación del runtime")
struct DocumentacionTests {
  @Test("Toda declaración pública tiene un comentario ///")
  func todasDocumentadas() throws {
    let declaraciones = try declaracionesPublicas()
    #expect(declaraciones.count > 200)
    let sinDocumentar = declaraciones.filter(\.documentacion.isEmpty).map(\.ubicacion)
    #expect(sinDocumentar == [])
  }

  @Test("Cada declaración pública dice qué API de TCA refleja (o que no está en TCA)")
  func dicenQueReflejan() throws {
    let claves = ["Mirror", "mirror", "TCA", "swift-case-paths", "Deviation"]
    let sinDecirlo = try declaracionesPublicas()
      .filter { !$0.documentacion.isEmpty && !$0.deTipoAjeno }
      .filter { $0.tipo != "case" && $0.tipo != "associatedtype" }
      .filter { declaracion in !claves.contains { declaracion.documentacion.joined().contains($0) } }
      .map(\.ubicacion)
    #expect(sinDecirlo == [])
  }
}
