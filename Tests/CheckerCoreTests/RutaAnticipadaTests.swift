import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

@Suite("La carpeta de los binarios se pregunta mientras se compila")
struct RutaAnticipadaTests {
  @Test("Sin respuesta guardada, `--show-bin-path` corre durante la compilación, no después; con ella, no se pregunta")
  func duranteLaCompilacion() throws {
    let falsa = try ToolchainFalsa()
    defer { falsa.limpiar() }
    let bin = falsa.carpeta.appendingPathComponent("bin-debug")
    let orden = falsa.ruta("orden.log")
    let swift = try falsa.programa(
      "bin/swift",
      """
      case "$2" in
        --show-bin-path) echo pregunta >> '\(orden)'; echo '\(bin.path)' ;;
        *) echo inicio >> '\(orden)'; sleep 2; echo fin >> '\(orden)' ;;
      esac
      """)
    try falsa.programa("bin-debug/PruebasLeccion03", "exit 0")
    let taller = Taller(raiz: falsa.carpeta.appendingPathComponent("taller"))
    try FileManager.default.createDirectory(at: taller.raiz, withIntermediateDirectories: true)
    let construccion = Construccion(
      taller: taller, toolchain: Toolchain(swift: swift, swiftc: [falsa.ruta("bin/swiftc")]), entorno: [:])
    func construir() throws -> Construccion.Productos {
      let resultado = try construccion.construir(
        Leccion(numero: 3, slug: "x", metadatos: nil), tabla: TablaDiagnosticos(entradas: []), registro: RegistroHijos())
      guard case .exito(let productos) = resultado else { throw CancellationError() }
      return productos
    }
    func lineas() -> [String] {
      ((try? String(contentsOfFile: orden, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }
    #expect(try construir().binario == bin.appendingPathComponent("PruebasLeccion03"))
    let primera = lineas()
    #expect(primera.count == 3 && primera.last == "fin", "la pregunta debía acabar antes que la compilación: \(primera)")
    #expect(try construir().binario == bin.appendingPathComponent("PruebasLeccion03"))
    #expect(lineas().filter { $0 == "pregunta" }.count == 1, "con la respuesta guardada no se vuelve a preguntar")
  }
}
