import Foundation
import Testing

/// The maintainers' documents and the student's README stay true to the repository: every link and
/// every repository path they name exists, and the root README stays the student's page (issue 28.3).
@Suite("Los documentos nombran rutas que existen")
struct DocumentosTests {
  static let raiz = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Documents checked, from the root.
  static let documentos = [
    "README.md", "CONTRIBUTING.md", "DESIGN.md", "Lessons/FORMATO.md", "Tests/Exercises/README.md",
    "Clase/README.md", "scripts/BENCHMARK.md", "Sources/CheckerCore/CheckerCore.docc/CheckerCore.md",
  ]

  /// Top-level folders whose paths, written in backticks, must exist.
  static let raices = ["Sources/", "Tests/", "Lessons/", "Fixtures/", "scripts/", "Clase/", ".ci/", ".github/"]

  /// Relative targets of Markdown links (`[texto](ruta)`, `ruta#ancla`), not web addresses.
  static func enlaces(_ texto: String) -> [String] {
    texto.components(separatedBy: "](").dropFirst().compactMap { resto in
      guard let fin = resto.firstIndex(of: ")") else { return nil }
      let destino = String(resto[..<fin]).components(separatedBy: "#")[0]
      return destino.isEmpty || destino.contains("://") || destino.hasPrefix("mailto:") ? nil : destino
    }
  }

  /// Repository paths in backticks, without placeholders (`NN`, `…`, `<x>`, `*`, `N`) or arguments.
  static func rutas(_ texto: String) -> [String] {
    texto.components(separatedBy: "`").enumerated().compactMap { indice, trozo in
      guard indice % 2 == 1, raices.contains(where: trozo.hasPrefix) else { return nil }
      let marcadores = ["NN", "…", "<", "*", " ", "{", "=", "leccionN", "LeccionN", "(", "|"]
      guard !marcadores.contains(where: trozo.contains) else { return nil }
      return trozo.components(separatedBy: ":")[0]
    }
  }

  @Test("Cada enlace relativo y cada ruta entre comillas invertidas existen")
  func rutasExisten() throws {
    let archivos = FileManager.default
    for documento in Self.documentos {
      let url = Self.raiz.appendingPathComponent(documento)
      let texto = try String(contentsOf: url, encoding: .utf8)
      let carpeta = url.deletingLastPathComponent()
      for enlace in Self.enlaces(texto) {
        let destino = carpeta.appendingPathComponent(enlace).standardizedFileURL.path
        #expect(archivos.fileExists(atPath: destino), "\(documento): el enlace «\(enlace)» no lleva a ningún archivo")
      }
      for ruta in Self.rutas(texto) {
        // NB: `.github/…` of a class's repository is where `Clase/` tells to copy its files.
        let existe = [ruta, "Clase/" + ruta].contains {
          archivos.fileExists(atPath: Self.raiz.appendingPathComponent($0).path)
        }
        #expect(existe, "\(documento): «\(ruta)» no existe")
      }
    }
  }

  @Test("Los lectores de enlaces y rutas ven lo que hay y saltan lo que no es una ruta")
  func lectores() {
    #expect(Self.enlaces("ver [a](DESIGN.md), [b](x/y.md#z), [c](https://e.s) y [d](#ancla)") == ["DESIGN.md", "x/y.md"])
    #expect(
      Self.rutas("`Sources/Motor/` y `Lessons/NN-slug/`, `Lessons/05-…`, `swift test`, `Tests/A.swift:12`")
        == ["Sources/Motor/", "Tests/A.swift"])
  }

  @Test("El README es del alumno: menos de 150 líneas, la orden principal y, para quien mantiene, la de pruebas")
  func readmeDelAlumno() throws {
    let texto = try String(contentsOf: Self.raiz.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(texto.split(separator: "\n", omittingEmptySubsequences: false).count < 150)
    #expect(texto.contains("swift run checker leccion1"))
    #expect(texto.contains("**`swift test`**"))
    #expect(texto.contains("](CONTRIBUTING.md)"))
  }
}
