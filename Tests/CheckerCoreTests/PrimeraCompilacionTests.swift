import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

@Suite("La línea «Compilando…» avisa de la primera compilación del runtime")
struct PrimeraCompilacionTests {
  @Test("Pendiente sin el módulo del runtime (aunque exista su carpeta de objetos); no, con él")
  func pendiente() throws {
    let raiz = FileManager.default.temporaryDirectory.appendingPathComponent("primera-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: raiz) }
    let taller = Taller(raiz: raiz)
    let debug = raiz.appendingPathComponent(".build/debug")
    try FileManager.default.createDirectory(
      at: debug.appendingPathComponent("ComposableArchitecture.build"), withIntermediateDirectories: true)
    #expect(PrimeraCompilacion.pendiente(taller))
    #expect(MensajesChecker.compilando(1, primeraVez: true).hasPrefix("Compilando la lección 1… (la primera vez"))
    try FileManager.default.createDirectory(
      at: debug.appendingPathComponent("Modules/ComposableArchitecture.swiftmodule"), withIntermediateDirectories: true)
    #expect(!PrimeraCompilacion.pendiente(taller))
    #expect(MensajesChecker.compilando(1) == "Compilando la lección 1…")
  }
}
