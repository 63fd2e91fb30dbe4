import Foundation
import Testing

@testable import Motor

/// `TALLER_FUENTE` is mapped twice: by `Package.swift` (`Leccion.fuente`, which cannot import a
/// target) and by the checker (``Leccion/carpetaFuente(_:)``). These tests read the manifest's
/// templates and fill them in, so the two cannot drift apart.
@Suite("TALLER_FUENTE: el manifiesto y el checker eligen la misma carpeta")
struct FuenteLeccionTests {
  static let manifiesto: String = {
    let raiz = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return (try? String(contentsOf: raiz.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
  }()

  /// The first string literal of the manifest after `prefijo`, with `\(nombre)` filled in.
  static func plantilla(_ prefijo: String, _ valores: [String: String]) throws -> String {
    let desde = try #require(manifiesto.range(of: prefijo), "Package.swift ya no tiene «\(prefijo)»")
    let resto = manifiesto[desde.upperBound...]
    let inicio = try #require(resto.firstIndex(of: "\""))
    let fin = try #require(resto[resto.index(after: inicio)...].firstIndex(of: "\""))
    var texto = String(resto[resto.index(after: inicio)..<fin])
    for (nombre, valor) in valores { texto = texto.replacingOccurrences(of: "\\(\(nombre))", with: valor) }
    #expect(!texto.contains("\\("), "sin rellenar: \(texto)")
    return texto
  }

  @Test("Copia de trabajo, Plantilla, Solucion y variante: la misma ruta en los dos lados")
  func mismasCarpetas() throws {
    let leccion = Leccion(numero: 3, slug: "bindable-action", metadatos: nil)
    let carpeta = try Self.plantilla("var carpeta: String {", ["nn": leccion.nn, "slug": leccion.slug])
    #expect(carpeta == leccion.carpeta)
    let comunes = ["carpeta": carpeta, "nn": leccion.nn, "modulo": leccion.modulo, "elegido.fuente": "error-x"]
    #expect(try Self.plantilla("case \"plantilla\": return", comunes) == leccion.carpetaFuente(.plantilla))
    #expect(try Self.plantilla("case \"solucion\": return", comunes) == leccion.carpetaFuente(.solucion))
    #expect(try Self.plantilla("let ensamblada =", comunes) == leccion.carpetaFuente(.variante("error-x")))
    #expect(
      try Self.plantilla("return porEjercicio ? \"\\(carpeta)/Solucion\" :", comunes)
        == leccion.carpetaFuente(.copiaDeTrabajo))
  }

  @Test("El valor de TALLER_FUENTE va y vuelve: NN:plantilla, NN:solucion, NN:<variante>")
  func valor() throws {
    for fuente in [FuenteLeccion.plantilla, .solucion, .variante("error-x")] {
      let valor = try #require(fuente.valorEntorno(numero: 3))
      let partes = valor.split(separator: ":", maxSplits: 1).map(String.init)
      #expect(partes.count == 2 && Int(partes[0]) == 3)
      #expect(FuenteLeccion(valorEntorno: partes[1]) == fuente)
    }
    #expect(FuenteLeccion.copiaDeTrabajo.valorEntorno(numero: 3) == nil)
    #expect(Self.manifiesto.contains(#"environment["TALLER_FUENTE"]"#))
  }
}
