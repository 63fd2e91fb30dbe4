import Foundation
import Testing

@testable import Motor

/// Lesson 5 quotes the compiler's diagnostics word for word: students learn to search them. The
/// quotes of its README must be what the current compiler prints for its `Plantilla/` (line,
/// column, message, and the runtime's locations in notes), so a runtime edit that moves a line, or
/// another compiler that words an error differently, fails here instead of leaving a wrong quote.
///
/// A `text` block whose info string names a Swift version (```` ```text swift-6.0 ````) quotes that
/// version only and is checked only with it; an unmarked block quotes Swift 6.1 and later (checked
/// with Swift 6.3.1 in CI) and is not checked with 6.0.
@Suite("Las citas del compilador de la lección 5 son lo que imprime este compilador")
struct CitasDiagnosticosTests {
  static let leccion = TallerE2E.raizPaquete.appendingPathComponent("Lessons/05-diagnosticos-desplazados")

  @Test("Cada línea error:/note: citada sobre un archivo de la plantilla o del runtime aparece en la salida real")
  func citasExactas() throws {
    let plantilla = Self.leccion.appendingPathComponent("Plantilla")
    let archivos = try FileManager.default.contentsOfDirectory(atPath: plantilla.path).filter { $0.hasSuffix(".swift") }
    #expect(archivos.count >= 4, "¿Se movió la plantilla de la lección 5?")
    var impresas = Set<String>()
    for archivo in archivos {
      for linea in try Self.compilar(plantilla.appendingPathComponent(archivo)) {
        impresas.formUnion(Self.formas(linea, plantilla: plantilla.path))
      }
    }
    // The catalogue's examples are fixtures whose header names the file they are quoted as
    // (`// cita: Termo.swift`): not the exercises, but quoted word for word too.
    let fixtures = TallerE2E.raizPaquete.appendingPathComponent("Fixtures/Diagnosticos")
    var citados: [String] = []
    for nombre in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where nombre.hasSuffix(".swift") {
      let fixture = fixtures.appendingPathComponent(nombre)
      // NB: `try?`: one fixture (`archivo-no-utf8.swift`) is not UTF-8 on purpose.
      guard let texto = try? String(contentsOf: fixture, encoding: .utf8), let como = Self.nombreCitado(texto)
      else { continue }
      citados.append(como)
      for linea in try Self.compilar(fixture) {
        impresas.formUnion(Self.formas(linea, fixture: fixture.path, como: como))
      }
    }
    #expect(citados.count >= 4, "¿Se quitaron las cabeceras `// cita:` de los ejemplos del catálogo?")
    // Only the blocks that quote the plantilla or a catalogue example: the others show what other
    // code makes the compiler say, without a file.
    func dePlantilla(_ cita: String) -> Bool {
      archivos.contains { cita.hasPrefix($0 + ":") || cita.hasPrefix("Sources/Workbook/Leccion05/" + $0 + ":") }
        || citados.contains { cita.hasPrefix($0 + ":") }
    }
    let citas = try Self.bloques(String(contentsOf: Self.leccion.appendingPathComponent("README.md"), encoding: .utf8))
      .filter { $0.contains(where: dePlantilla) }
      .flatMap { $0.filter { dePlantilla($0) || $0.hasPrefix("Sources/ComposableArchitecture/") } }
    #expect(citas.count >= 4, "el README de la lección 5 ya no cita diagnósticos de su plantilla")
    let ausentes = citas.filter { !impresas.contains($0) }
    #expect(
      ausentes.isEmpty,
      """
      El README de la lección 5 cita líneas que este compilador no imprime (corrige la cita, o márcala \
      con la versión que la imprime: ```text swift-6.0):
      \(ausentes.joined(separator: "\n"))
      Lo que imprime:
      \(impresas.sorted().joined(separator: "\n"))
      """)
  }

  @Test("El lector de citas separa los bloques por versión y se queda con las cabeceras")
  func lector() {
    let texto = """
      ```text
      A.swift:1:2: error: uno
       1 | código
      ```
      ```text swift-6.0
      A.swift:3:4: error: dos
      ```
      ```swift
      B.swift:5:6: error: no es una cita
      ```
      """
    #if compiler(>=6.1)
      #expect(Self.bloques(texto) == [["A.swift:1:2: error: uno"]])
    #else
      #expect(Self.bloques(texto) == [["A.swift:3:4: error: dos"]])
    #endif
    #expect(Self.formas("/x/Plantilla/A.swift:1:2: error: uno", plantilla: "/x/Plantilla")
      == ["A.swift:1:2: error: uno", "Sources/Workbook/Leccion05/A.swift:1:2: error: uno"])
    #expect(Self.formas("/r/Sources/ComposableArchitecture/R.swift:3:4: note: n", plantilla: "/x")
      == ["Sources/ComposableArchitecture/R.swift:3:4: note: n"])
    #expect(Self.nombreCitado("// Prueba real\n// cita: Termo.swift (el ejemplo)\nimport X\n// cita: Otro.swift") == "Termo.swift")
    #expect(Self.nombreCitado("import X\n// cita: Termo.swift") == nil)
    #expect(Self.formas("/f/accion.swift:6:8: error: e", fixture: "/f/accion.swift", como: "Termo.swift")
      == ["Termo.swift:6:8: error: e"])
  }

  /// The `file:line:col: error|note: …` lines of each of the README's `text` blocks that quote
  /// this compiler, block by block.
  static func bloques(_ readme: String) -> [[String]] {
    #if compiler(>=6.1)
      let version: String? = nil
    #else
      let version: String? = "swift-6.0"
    #endif
    var bloques: [[String]] = []
    var dentro = false
    var citado = false
    var actual: [String] = []
    for linea in readme.components(separatedBy: "\n") {
      let limpia = linea.trimmingCharacters(in: .whitespaces)
      if limpia.hasPrefix("```") {
        if dentro {
          if citado, !actual.isEmpty { bloques.append(actual) }
          dentro = false
        } else {
          let info = limpia.dropFirst(3).split(separator: " ").map(String.init)
          let marcada = info.dropFirst().first { $0.hasPrefix("swift-") }
          dentro = true
          citado = info.first == "text" && marcada == version
          actual = []
        }
        continue
      }
      if dentro, citado, SalidaCompilador.cabecera(limpia) != nil { actual.append(limpia) }
    }
    return bloques
  }

  /// How the report and the README may write one compiler line: a plantilla file by its name or
  /// as the student's `Sources/Workbook/Leccion05/…`, a runtime file from `Sources/ComposableArchitecture/`.
  static func formas(_ linea: String, plantilla: String) -> [String] {
    if let rango = linea.range(of: plantilla + "/") {
      let resto = String(linea[rango.upperBound...])
      return [resto, "Sources/Workbook/Leccion05/" + resto]
    }
    if let rango = linea.range(of: "Sources/ComposableArchitecture/") {
      return [String(linea[rango.lowerBound...])]
    }
    return []
  }

  /// The file a fixture is quoted as, from its header line `// cita: Termo.swift (…)`.
  static func nombreCitado(_ texto: String) -> String? {
    for linea in texto.split(separator: "\n").prefix(while: { $0.hasPrefix("//") }) {
      guard linea.hasPrefix("// cita: ") else { continue }
      return linea.dropFirst("// cita: ".count).split(separator: " ").first.map(String.init)
    }
    return nil
  }

  /// One compiler line of a catalogue fixture as the README writes it: the fixture's path replaced
  /// by the name it is quoted as, a runtime file from `Sources/ComposableArchitecture/`.
  static func formas(_ linea: String, fixture: String, como: String) -> [String] {
    if linea.hasPrefix(fixture + ":") { return [como + linea.dropFirst(fixture.count)] }
    if let rango = linea.range(of: "Sources/ComposableArchitecture/") { return [String(linea[rango.lowerBound...])] }
    return []
  }

  /// The `error:`/`note:` header lines `swiftc -typecheck` prints for `archivo` (one exercise of
  /// the per-exercise lesson, compiled on its own as the checker does).
  static func compilar(_ archivo: URL) throws -> [String] {
    let (swiftc, plataforma, entorno) = try TallerE2E.swiftcDeLaToolchain()
    let modulos = try TallerE2E.modulosDeSwiftTest()
    // NB: a cache of its own: the build's `ModuleCache` must not change under the other tests.
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("citas-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let resultado = try Lanzador.ejecutar(
      ProcesoHijo(
        ejecutable: swiftc,
        argumentos: plataforma + [
          "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "Leccion05",
          "-module-cache-path", cache.path,
          "-I", modulos.path, archivo.path,
        ],
        entorno: entorno, directorio: archivo.deletingLastPathComponent().path,
        limiteSegundos: 300 * TallerE2E.factor, limiteSalida: 1024 * 1024))
    return (resultado.textoSalida + "\n" + resultado.textoErrores).components(separatedBy: "\n")
      .filter { SalidaCompilador.cabecera($0) != nil }
  }
}
