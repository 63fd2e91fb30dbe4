import Foundation
import Testing

@testable import Motor

@Suite("El límite de una compilación y la primera compilación del runtime")
struct CompilacionLentaTests {
  let raiz = FileManager.default.temporaryDirectory.appendingPathComponent("compilacion-\(UUID().uuidString)")
  var taller: Taller { Taller(raiz: raiz) }

  func revisor(factor: String? = nil) -> Revisor {
    Revisor(
      taller: taller, catalogo: Catalogo(taller: taller, lecciones: []),
      toolchain: Toolchain(swift: "/usr/bin/swift", swiftc: ["/usr/bin/swiftc"]),
      entorno: factor.map { ["TALLER_FACTOR_TIEMPO": $0] } ?? [:])
  }

  func escribir(_ bytes: Int, _ ruta: String) throws {
    let url = raiz.appendingPathComponent(ruta)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(repeating: 0x20, count: bytes).write(to: url)
  }

  @Test("Pendiente sin el módulo del runtime (aunque exista su carpeta de objetos); no, con él")
  func pendiente() throws {
    defer { try? FileManager.default.removeItem(at: raiz) }
    let debug = raiz.appendingPathComponent(".build/debug")
    try FileManager.default.createDirectory(
      at: debug.appendingPathComponent("ComposableArchitecture.build"), withIntermediateDirectories: true)
    #expect(PrimeraCompilacion.pendiente(taller))
    try FileManager.default.createDirectory(
      at: debug.appendingPathComponent("Modules/ComposableArchitecture.swiftmodule"), withIntermediateDirectories: true)
    #expect(!PrimeraCompilacion.pendiente(taller))
  }

  @Test("La comprobación del alumno tiene límite: 240 s, ×4 la primera vez, por el factor; verificar pone el suyo")
  func limites() throws {
    defer { try? FileManager.default.removeItem(at: raiz) }
    #expect(revisor().limiteCompilacion(.init()) == 960)
    try FileManager.default.createDirectory(
      at: raiz.appendingPathComponent(".build/debug/Modules/ComposableArchitecture.swiftmodule"),
      withIntermediateDirectories: true)
    #expect(revisor().limiteCompilacion(.init()) == 240)
    #expect(revisor(factor: "2,5").limiteCompilacion(.init()) == 600)
    #expect(revisor(factor: "0.5").limiteCompilacion(.init()) == 120)
    #expect(revisor().limiteCompilacion(.init(limiteSegundos: 600)) == 600)
    #expect(revisor().limiteCompilacion(.init(fuente: .solucion)) == nil)
    #expect(revisor().limiteCompilacion(.init(carpetaTemporal: raiz.appendingPathComponent("otra"))) == nil)
  }

  @Test("El archivo más grande de una carpeta, a cualquier profundidad, solo .swift; empate, el primero")
  func mayor() throws {
    defer { try? FileManager.default.removeItem(at: raiz) }
    let carpeta = "Sources/Workbook/Leccion01"
    #expect(ArchivoMedido.mayor(en: carpeta, taller: taller) == nil)
    try escribir(300, carpeta + "/Contador.swift")
    try escribir(9_000, carpeta + "/notas.txt")
    try escribir(700, carpeta + "/Extra/Tienda.swift")
    try escribir(700, carpeta + "/Cesta.swift")
    #expect(ArchivoMedido.mayor(en: carpeta, taller: taller) == ArchivoMedido(ruta: carpeta + "/Cesta.swift", bytes: 700))
    try escribir(5_000_000, carpeta + "/Extra/Grande.swift")
    #expect(ArchivoMedido.mayor(en: carpeta, taller: taller) == ArchivoMedido(ruta: carpeta + "/Extra/Grande.swift", bytes: 5_000_000))
  }
}
