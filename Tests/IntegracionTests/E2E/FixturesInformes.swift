import Foundation

/// The reproductions of public reports, `Fixtures/Diagnosticos/Informes/*.swift` (issue 33.4): each
/// starts with `// informe: <url>` and `// entrada: <id of the table entry that explains it>`.
enum FixturesInformes {
  /// One reproduction and what its header says.
  struct Reproduccion {
    var archivo: URL
    var informe: String
    var entrada: String
  }

  /// Every reproduction under `carpeta/Informes`, by file name; one without a header line has that
  /// field empty (the test that reads them says so).
  static func reproducciones(_ carpeta: URL) -> [Reproduccion] {
    let informes = carpeta.appendingPathComponent("Informes")
    let nombres = ((try? FileManager.default.contentsOfDirectory(atPath: informes.path)) ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    return nombres.map { nombre in
      let archivo = informes.appendingPathComponent(nombre)
      let lineas = ((try? String(contentsOf: archivo, encoding: .utf8)) ?? "").split(separator: "\n").prefix(5)
      func valor(_ clave: String) -> String {
        lineas.first { $0.hasPrefix("// \(clave): ") }.map { String($0.dropFirst(clave.count + 5)) } ?? ""
      }
      return Reproduccion(archivo: archivo, informe: valor("informe"), entrada: valor("entrada"))
    }
  }
}
