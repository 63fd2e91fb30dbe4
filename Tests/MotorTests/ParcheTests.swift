import Foundation
import Testing

@testable import Motor

/// Format 3 (issue 29.1): a variant changes a `Solucion/` file with a unified diff, applied exactly.
@Suite("Parches: diffs unificados que se aplican sin holgura")
struct ParcheTests {
  static let base = (1...12).map { "linea \($0)" }.joined(separator: "\n") + "\n"

  @Test("crear y aplicar dan el texto nuevo: un cambio en medio, al principio, al final y dos trozos separados")
  func idaYVuelta() throws {
    let lineas = Self.base.split(separator: "\n").map(String.init)
    let nuevos = [
      lineas.map { $0 == "linea 6" ? "linea seis" : $0 },
      ["// cabecera"] + lineas,
      Array(lineas.dropLast(2)),
      lineas.map { $0 == "linea 2" ? "dos" : $0 == "linea 11" ? "once" : $0 },
      lineas.filter { $0 != "linea 5" } + ["linea 13"],
    ].map { $0.joined(separator: "\n") + "\n" }
    for nuevo in nuevos {
      let texto = try #require(Parche.crear(de: Self.base, a: nuevo, viejo: "a", nuevoNombre: "b"))
      #expect(try Parche(texto: texto).aplicar(a: Self.base) == nuevo, "\(texto)")
    }
    #expect(Parche.crear(de: Self.base, a: Self.base, viejo: "a", nuevoNombre: "b") == nil)
    let dos = try Parche(texto: try #require(Parche.crear(de: Self.base, a: nuevos[3], viejo: "a", nuevoNombre: "b")))
    #expect(dos.trozos.map(\.inicio) == [1, 8], "dos cambios a más de seis líneas son dos trozos, con tres de contexto")
  }

  @Test("Lee el diff de `diff -u` tal cual, cabecera incluida")
  func diffDelSistema() throws {
    let carpeta = FileManager.default.temporaryDirectory.appendingPathComponent("parche-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: carpeta) }
    let nuevo = Self.base.replacingOccurrences(of: "linea 4\n", with: "cuatro\ncuatro y medio\n")
    try Data(Self.base.utf8).write(to: carpeta.appendingPathComponent("a.swift"))
    try Data(nuevo.utf8).write(to: carpeta.appendingPathComponent("b.swift"))
    let proceso = Process()
    proceso.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
    proceso.arguments = ["-u", "a.swift", "b.swift"]
    proceso.currentDirectoryURL = carpeta
    let tubo = Pipe()
    proceso.standardOutput = tubo
    try proceso.run()
    let salida = tubo.fileHandleForReading.readDataToEndOfFile()
    proceso.waitUntilExit()
    let texto = String(decoding: salida, as: UTF8.self)
    #expect(texto.hasPrefix("--- a.swift"))
    #expect(try Parche(texto: texto).aplicar(a: Self.base) == nuevo)
  }

  @Test("Un trozo sigue a su código si Solucion gana líneas encima; si su contexto cambia, dice la línea del parche")
  func desplazadoYRoto() throws {
    let nuevo = Self.base.replacingOccurrences(of: "linea 9\n", with: "nueve\n")
    let texto = try #require(Parche.crear(de: Self.base, a: nuevo, viejo: "a", nuevoNombre: "b"))
    let parche = try Parche(texto: texto)
    let conMas = "// una\n// dos\n" + Self.base
    #expect(try parche.aplicar(a: conMas) == "// una\n// dos\n" + nuevo)
    // La línea 8 es contexto del trozo: si Solucion la cambia, el trozo ya no vale.
    let cambiada = Self.base.replacingOccurrences(of: "linea 8\n", with: "ocho\n")
    #expect(throws: ErrorParche.noSeAplica(linea: 3)) { try parche.aplicar(a: cambiada) }
    // Lo que el trozo quitaba ya no está.
    let sinNueve = Self.base.replacingOccurrences(of: "linea 9\n", with: "")
    #expect(throws: ErrorParche.noSeAplica(linea: 3)) { try parche.aplicar(a: sinNueve) }
  }

  @Test("Un diff mal escrito o vacío se rechaza con su línea")
  func malFormado() {
    #expect(throws: ErrorParche.sinTrozos) { try Parche(texto: "--- a\n+++ b\n") }
    #expect(throws: ErrorParche.malFormado(linea: 1)) { try Parche(texto: "@@ -x +1 @@\n") }
    #expect(throws: ErrorParche.malFormado(linea: 3)) { try Parche(texto: "@@ -1,2 +1,2 @@\n linea 1\n*linea 2\n") }
    #expect(throws: ErrorParche.malFormado(linea: 1)) { try Parche(texto: "@@ -1,2 +1,2 @@\n linea 1\n") }
  }
}
