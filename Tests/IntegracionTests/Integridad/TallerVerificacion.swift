import Motor
import Foundation
import Testing

/// The end-to-end fixture copy (``TallerE2E``) with one more lesson on top, a complete and sound
/// one from `Fixtures/Verificacion` (`Lessons/08-termostato`: an alternativa, an `error-*` caught by
/// a test, one caught by a compile-time check and one that does not compile), so that `verificar`
/// and the integrity suite can be proven against a workbook we may break at will.
///
/// Builds share the copy's own `.build` with the other end-to-end tests (the runtime is compiled
/// once), through ``Verificador/carpetaTemporal``.
enum TallerVerificacion {
  /// The copy's root.
  static var copia: URL { TallerE2E.copia }
  /// The lesson's number and folder.
  static let numero = 8
  static let carpeta = "Lessons/08-termostato"
  static let linea = "  leccion(8, \"termostato\"),\n"

  /// Makes the copy equal to the end-to-end fixture plus the fixture lesson and its line in
  /// `Package.swift`, file by file (like ``TallerE2E/preparar()``, so unchanged files keep their
  /// dates and builds stay incremental), and removes what a previous test scaffolded or saved.
  static func preparar() throws {
    let raiz = TallerE2E.raizPaquete
    let origenes: [(URL, String)] = [
      (raiz.appendingPathComponent("Fixtures/Taller"), ""),
      (raiz.appendingPathComponent("Fixtures/Verificacion"), ""),
      (raiz.appendingPathComponent("Sources/ComposableArchitecture"), "Sources/ComposableArchitecture"),
      (raiz.appendingPathComponent("Sources/TallerArnes"), "Sources/TallerArnes"),
      (raiz.appendingPathComponent("Sources/TallerComun"), "Sources/TallerComun"),
      (raiz.appendingPathComponent("Sources/SwiftUIDeImitacion"), "Sources/SwiftUIDeImitacion"),
    ]
    var esperados = Set<String>()
    for (origen, destino) in origenes {
      for relativo in try TallerE2E.archivos(en: origen) where relativo != "Package.swift" {
        let ruta = destino.isEmpty ? relativo : destino + "/" + relativo
        esperados.insert(ruta)
        try TallerE2E.copiarSiCambio(origen.appendingPathComponent(relativo), copia.appendingPathComponent(ruta))
      }
    }
    let texto = try String(contentsOf: raiz.appendingPathComponent("Fixtures/Taller/Package.swift"), encoding: .utf8)
    let ultima = "  leccion(7, \"temporizador\"),\n"
    try #require(texto.contains(ultima), "El Package.swift del fixture ya no termina su lista en la lección 7.")
    let manifiesto = copia.appendingPathComponent("Package.swift")
    let deseado = Data(texto.replacingOccurrences(of: ultima, with: ultima + linea).utf8)
    if FileManager.default.contents(atPath: manifiesto.path) != deseado { try deseado.write(to: manifiesto) }
    esperados.insert("Package.swift")
    for relativo in try TallerE2E.archivos(en: copia) where !esperados.contains(relativo) {
      try FileManager.default.removeItem(at: copia.appendingPathComponent(relativo))
    }
    TallerE2E.quitarCarpetasVacias()
    for sobrante in ArchivosCarpeta.entradas(copia.appendingPathComponent("Lessons")) where sobrante.hasPrefix("09-") {
      try FileManager.default.removeItem(at: copia.appendingPathComponent("Lessons/" + sobrante))
    }
    for sobrante in ["Sources/Workbook/Leccion09", "Tests/Exercises/Leccion09"] {
      try? FileManager.default.removeItem(at: copia.appendingPathComponent(sobrante))
    }
    try? FileManager.default.removeItem(at: copia.appendingPathComponent(".taller"))
  }

  /// A verifier of the copy that builds in the copy's own `.build`.
  static func verificador() throws -> Verificador {
    let construccion = copia.appendingPathComponent(".build")
    return try Integridad.verificador(Taller(raiz: copia), carpetaTemporal: { _ in construccion })
  }

  /// The fixture lesson in the copy's catalog.
  static func leccion(_ verificador: Verificador) throws -> Leccion {
    try #require(verificador.catalogo.leccion(numero: numero))
  }

  /// Replaces `antes` by `despues` in the copy's file `relativa` (which must contain it).
  static func cambiar(_ relativa: String, _ antes: String, por despues: String) throws {
    let url = copia.appendingPathComponent(relativa)
    let texto = try String(contentsOf: url, encoding: .utf8)
    try #require(texto.contains(antes), "'\(relativa)' no contiene «\(antes)»")
    try Data(texto.replacingOccurrences(of: antes, with: despues).utf8).write(to: url)
  }
}
