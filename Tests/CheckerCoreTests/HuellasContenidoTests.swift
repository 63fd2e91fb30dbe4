import Foundation
import Testing

@testable import Motor

@Suite("El contenido decide, no la fecha: un archivo restaurado con su fecha antigua se recompila")
struct HuellasContenidoTests {
  @Test("Un archivo con otro contenido y su fecha antigua recibe la fecha de ahora; uno igual no se toca")
  func restauradoConFechaAntigua() throws {
    let raiz = FileManager.default.temporaryDirectory.appendingPathComponent("huellas-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: raiz) }
    let carpeta = raiz.appendingPathComponent("Sources/Workbook/Leccion01")
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    let contador = carpeta.appendingPathComponent("Contador.swift")
    let otro = carpeta.appendingPathComponent("Otro.swift")
    try Data("let a = 1\n".utf8).write(to: contador)
    try Data("let b = 2\n".utf8).write(to: otro)
    let huellas = HuellasContenido(scratch: raiz.appendingPathComponent(".build"))
    let antigua = Date(timeIntervalSince1970: 1_600_000_000)
    func fecha(_ archivo: URL) throws -> Date {
      try #require(try FileManager.default.attributesOfItem(atPath: archivo.path)[.modificationDate] as? Date)
    }

    // The first build records; nothing to compare with yet.
    #expect(huellas.renovarCambiados([contador, otro], raiz: raiz).isEmpty)
    // `cp -a` of an older version: other bytes, an old date.
    try Data("let a = 2\n".utf8).write(to: contador)
    try FileManager.default.setAttributes([.modificationDate: antigua], ofItemAtPath: contador.path)
    try FileManager.default.setAttributes([.modificationDate: antigua], ofItemAtPath: otro.path)
    #expect(huellas.renovarCambiados([contador, otro], raiz: raiz) == ["Sources/Workbook/Leccion01/Contador.swift"])
    #expect(try fecha(contador) > antigua.addingTimeInterval(86_400))
    #expect(try fecha(otro) == antigua, "un archivo con el mismo contenido conserva su fecha")
    #expect(try String(contentsOf: contador, encoding: .utf8) == "let a = 2\n", "el contenido no se toca")
    // Nothing changed since: nothing is renewed again.
    #expect(huellas.renovarCambiados([contador, otro], raiz: raiz).isEmpty)
  }

  @Test("Un registro ilegible no impide compilar: se empieza de nuevo")
  func registroIlegible() throws {
    let raiz = FileManager.default.temporaryDirectory.appendingPathComponent("huellas-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: raiz) }
    try FileManager.default.createDirectory(at: raiz.appendingPathComponent(".build"), withIntermediateDirectories: true)
    let huellas = HuellasContenido(scratch: raiz.appendingPathComponent(".build"))
    try Data("{roto".utf8).write(to: huellas.registro)
    let archivo = raiz.appendingPathComponent("A.swift")
    try Data("x".utf8).write(to: archivo)
    #expect(huellas.renovarCambiados([archivo], raiz: raiz).isEmpty)
    #expect(try String(contentsOf: huellas.registro, encoding: .utf8).contains("\"A.swift\""))
    #expect(HuellasContenido.huella(Data("a".utf8)) != HuellasContenido.huella(Data("b".utf8)))
  }
}
