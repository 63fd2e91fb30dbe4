import Foundation
import Motor
import Testing

/// Whether `python3` is on the `PATH` (the Swift 6.0 root of `.ci/run` has none).
enum PythonParaSellos {
  static let ruta = Toolchain.buscar("python3", entorno: TallerE2E.entorno())
}

/// `scripts/fusionar-sellos.py`: the Swift 6.0.3 phase of `.ci/run` brings back only the seals it
/// wrote, never the stale copies of the others.
@Suite(
  "fusionar-sellos.py: solo vuelven los sellos que cambió la fase de 6.0.3",
  .enabled(if: PythonParaSellos.ruta != nil, "necesita python3 en el PATH"))
struct FusionSellosTests {
  static func sellos(_ clases: [String: [String: String]]) -> String {
    let lecciones = clases.mapValues { $0.mapValues { ["motor": $0] } }
    let datos = try? JSONSerialization.data(withJSONObject: ["formato": 1, "lecciones": lecciones])
    return datos.map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  @Test("Un sello de 6.3.1 renovado en el taller no se pisa con la copia vieja de la raíz (regresión de 1652 s)")
  func noPisaLosRenovados() throws {
    let carpeta = FileManager.default.temporaryDirectory.appendingPathComponent("fusion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: carpeta) }
    func escribir(_ nombre: String, _ texto: String) throws -> String {
      let url = carpeta.appendingPathComponent(nombre)
      try Data(texto.utf8).write(to: url)
      return url.path
    }
    // Lo que se copió a la raíz al empezar, lo que quedó allí al terminar (6.0.3 renovó la lección
    // 1 y selló la 2 por primera vez) y lo que las fases de 6.3.1 escribieron mientras tanto.
    let base = try escribir("base.json", Self.sellos(["01": ["verificar@6.3.1": "viejo", "verificar@6.0.3": "viejo"]]))
    let desde = try escribir("desde.json", Self.sellos([
      "01": ["verificar@6.3.1": "viejo", "verificar@6.0.3": "nuevo"], "02": ["verificar@6.0.3": "nuevo"],
    ]))
    let hacia = try escribir("hacia.json", Self.sellos([
      "01": ["verificar@6.3.1": "renovado", "verificar@6.0.3": "viejo"], "03": ["mutantes@6.3.1": "otro"],
    ]))
    let proceso = Process()
    proceso.executableURL = URL(fileURLWithPath: try #require(PythonParaSellos.ruta))
    proceso.arguments = [
      TallerE2E.raizPaquete.appendingPathComponent("scripts/fusionar-sellos.py").path,
      base, desde, hacia, carpeta.appendingPathComponent("cerrojo").path,
    ]
    try proceso.run()
    proceso.waitUntilExit()
    #expect(proceso.terminationStatus == 0)
    let resultado = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: hacia))) as? [String: Any]
    let lecciones = try #require(resultado?["lecciones"] as? [String: [String: [String: String]]])
    #expect(lecciones["01"]?["verificar@6.3.1"]?["motor"] == "renovado")
    #expect(lecciones["01"]?["verificar@6.0.3"]?["motor"] == "nuevo")
    #expect(lecciones["02"]?["verificar@6.0.3"]?["motor"] == "nuevo")
    #expect(lecciones["03"]?["mutantes@6.3.1"]?["motor"] == "otro")
    #expect(!FileManager.default.fileExists(atPath: hacia + ".nuevo"))
  }
}
