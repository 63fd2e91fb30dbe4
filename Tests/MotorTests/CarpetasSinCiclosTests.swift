import Foundation
import Testing

/// Inside each layer (`Sources/Motor`, `Sources/CheckerCore`) no two folders use each other: a
/// folder uses a type or function declared in another one when its code names it. A rough scan
/// (top-level declarations, whole words, comments removed) that is enough to keep the direction.
@Suite("Sin ciclos entre las carpetas del motor ni de la capa de órdenes")
struct CarpetasSinCiclosTests {
  static let fuentes = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  @Test("Ningún par de carpetas se usa mutuamente", arguments: ["Motor", "CheckerCore"])
  func sinCiclos(capa: String) throws {
    let usos = try Self.usos(Self.fuentes.appendingPathComponent(capa))
    #expect(usos.count >= 3, "¿Se movió Sources/\(capa)?")
    var ciclos: [String] = []
    for (carpeta, usadas) in usos {
      for otra in usadas.keys where carpeta < otra && usos[otra]?[carpeta] != nil {
        let ida = (usadas[otra] ?? []).sorted().prefix(3).joined(separator: ", ")
        let vuelta = (usos[otra]?[carpeta] ?? []).sorted().prefix(3).joined(separator: ", ")
        ciclos.append("\(carpeta) ↔ \(otra): \(ida) | \(vuelta)")
      }
    }
    #expect(ciclos.isEmpty, "Carpetas que se usan mutuamente en Sources/\(capa):\n\(ciclos.joined(separator: "\n"))")
  }

  @Test("El escáner ve los usos: Revision usa Catalogo (el Revisor lee Leccion), Catalogo no usa Revision")
  func escaner() throws {
    let usos = try Self.usos(Self.fuentes.appendingPathComponent("Motor"))
    #expect(usos["Revision"]?["Catalogo"]?.contains("Leccion") == true)
    #expect(usos["Catalogo"]?["Revision"] == nil)
  }

  /// For each folder, the folders it uses and, for each, the names that make it so.
  static func usos(_ capa: URL) throws -> [String: [String: Set<String>]] {
    let gestor = FileManager.default
    var codigo: [String: String] = [:]
    var declarados: [String: String] = [:]
    let declaracion = try Regex(
      #"(?m)^(?:public |package )?(?:final )?(?:struct|enum|class|protocol|typealias|func) ([A-Za-z_][A-Za-z0-9_]*)"#)
    for carpeta in try gestor.contentsOfDirectory(atPath: capa.path).sorted() where !carpeta.hasSuffix(".docc") {
      let url = capa.appendingPathComponent(carpeta)
      let archivos = (try? gestor.contentsOfDirectory(atPath: url.path))?.filter { $0.hasSuffix(".swift") } ?? []
      for archivo in archivos {
        let texto = try String(contentsOf: url.appendingPathComponent(archivo), encoding: .utf8)
        let sinComentarios = texto.split(separator: "\n", omittingEmptySubsequences: false)
          .map { linea in linea.range(of: "//").map { String(linea[..<$0.lowerBound]) } ?? String(linea) }
          .joined(separator: "\n")
        codigo[carpeta, default: ""] += sinComentarios + "\n"
        for coincidencia in texto.matches(of: declaracion) {
          if let nombre = coincidencia.output[1].substring { declarados[String(nombre)] = carpeta }
        }
      }
    }
    var usos: [String: [String: Set<String>]] = [:]
    for (carpeta, texto) in codigo {
      let palabras = Set(texto.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
      for palabra in palabras {
        if let otra = declarados[palabra], otra != carpeta { usos[carpeta, default: [:]][otra, default: []].insert(palabra) }
      }
    }
    return usos
  }
}
