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

/// Every public declaration (and requirement of a public protocol) of the runtime, found by a
/// token scan (``Ficha``): comments, strings and line breaks cannot fool it, so reformatting a file
/// (a declaration over two lines, a brace in a string) changes nothing.
private func declaracionesPublicas() throws -> [Declaracion] {
  let clases: Set<String> = [
    "func", "var", "let", "init", "subscript", "struct", "enum", "class", "protocol", "typealias",
    "associatedtype", "case", "actor",
  ]
  let modificadores: Set<String> = [
    "static", "final", "mutating", "nonisolated", "override", "indirect", "convenience", "required",
  ]
  let requisitos: Set<String> = ["func", "var", "associatedtype", "init", "subscript"]
  let archivos = FileManager.default.enumerator(at: fuentesDelRuntime, includingPropertiesForKeys: nil)?
    .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
  var resultado: [Declaracion] = []
  for archivo in archivos {
    let fichas = Ficha.leer(try String(contentsOf: archivo, encoding: .utf8))
    var profundidad = 0
    var documentacion: [String] = []
    var publica = false
    var protocolos: [Int] = []  // depths of the bodies of public protocols
    var tipos: [(profundidad: Int, ajeno: Bool)] = []
    var tipoPendiente: (protocolo: Bool, ajeno: Bool)?
    var indice = 0
    while indice < fichas.count {
      defer { indice += 1 }
      switch fichas[indice] {
      case .documentacion(let texto):
        if indice > 0, case .documentacion = fichas[indice - 1] {} else { documentacion = [] }
        documentacion.append(texto)
        continue
      case .abreLlave:
        profundidad += 1
        if let pendiente = tipoPendiente {
          tipos.append((profundidad, pendiente.ajeno))
          if pendiente.protocolo { protocolos.append(profundidad) }
          tipoPendiente = nil
        }
      case .cierraLlave:
        profundidad -= 1
        tipos.removeAll { $0.profundidad > profundidad }
        protocolos.removeAll { $0 > profundidad }
      case .palabra(let palabra, let linea):
        if palabra.hasPrefix("@") {
          // An attribute: skip its generic and call arguments, keep the documentation above it.
          for (abre, cierra) in [(Ficha.otro("<"), Ficha.otro(">")), (.abreParentesis, .cierraParentesis)]
          where indice + 1 < fichas.count && fichas[indice + 1] == abre {
            var abiertos = 0
            repeat {
              indice += 1
              if fichas[indice] == abre { abiertos += 1 }
              if fichas[indice] == cierra { abiertos -= 1 }
            } while indice + 1 < fichas.count && abiertos > 0
          }
          continue
        }
        if palabra == "public" { publica = true; continue }
        if modificadores.contains(palabra) { continue }
        let requisito = !publica && protocolos.last == profundidad && requisitos.contains(palabra)
        if clases.contains(palabra) && (publica || requisito) {
          var nombre = ""
          if indice + 1 < fichas.count, case .palabra(let siguiente, _) = fichas[indice + 1] { nombre = siguiente }
          resultado.append(
            Declaracion(
              ubicacion: "\(archivo.lastPathComponent):\(linea): \(palabra) \(nombre)", tipo: palabra,
              documentacion: documentacion, deTipoAjeno: tipos.last.map { $0.profundidad == profundidad && $0.ajeno } ?? false))
          if ["struct", "enum", "class", "protocol", "actor"].contains(palabra) {
            tipoPendiente = (palabra == "protocol", documentacion.joined().contains("Not in TCA"))
          }
        }
      default:
        break
      }
      documentacion = []
      publica = false
    }
  }
  return resultado
}

@Suite("Documentación del runtime")
struct DocumentacionTests {
  @Test("El lector de fichas no se deja engañar por comentarios, cadenas ni saltos de línea")
  func lectorDeFichas() {
    let texto = """
      /// Doc.
      @available(*, deprecated, message: "usa { otra }")
      public
        func a() { let s = "}" ; let r = #"\\(x) } "#; let t = \"""
          public func no() {
          \"""
        }
      // public func tampoco()
      public struct B {}
      """
    let palabras = Ficha.leer(texto).compactMap { if case .palabra(let p, _) = $0 { p } else { nil } }
    #expect(palabras.filter { $0 == "public" }.count == 2)
    #expect(Ficha.leer(texto).filter { $0 == .abreLlave }.count == 2)
    #expect(Ficha.leer(texto).first == .documentacion("/// Doc."))
  }

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
