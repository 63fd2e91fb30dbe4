import Foundation
import Testing

@testable import Motor

/// Issue 46.2: a folder the checker owns under `.build/` is rebuilt when something else stands in
/// its way, and nothing outside `.build/` is touched.
@Suite("Carpetas propias del checker bajo .build")
struct CarpetaPropiaTests {
  func raiz() throws -> URL {
    let raiz = FileManager.default.temporaryDirectory.appendingPathComponent("propia-\(UUID().uuidString)/.build")
    try FileManager.default.createDirectory(at: raiz, withIntermediateDirectories: true)
    return raiz
  }

  @Test("Un archivo, un enlace o un archivo más arriba en el camino se quitan; la carpeta queda creada")
  func obstaculos() throws {
    let raiz = try raiz()
    defer { try? FileManager.default.removeItem(at: raiz.deletingLastPathComponent()) }
    let destino = raiz.appendingPathComponent("ensamblado/leccion05")
    try Data("x".utf8).write(to: raiz.appendingPathComponent("ensamblado"))
    try CarpetaPropia.crear(destino, dentroDe: raiz)
    #expect(ArchivosCarpeta.esCarpeta(destino))

    let fuera = raiz.deletingLastPathComponent().appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: fuera, withIntermediateDirectories: true)
    try Data("del alumno".utf8).write(to: fuera.appendingPathComponent("Mio.swift"))
    try FileManager.default.removeItem(at: raiz.appendingPathComponent("ensamblado"))
    try FileManager.default.createSymbolicLink(at: raiz.appendingPathComponent("ensamblado"), withDestinationURL: fuera)
    try CarpetaPropia.crear(destino, dentroDe: raiz)
    #expect(ArchivosCarpeta.esCarpeta(destino))
    let tipo = try FileManager.default.attributesOfItem(atPath: raiz.appendingPathComponent("ensamblado").path)[.type]
    #expect(tipo as? FileAttributeType == .typeDirectory, "el enlace se cambió por una carpeta")
    #expect(FileManager.default.fileExists(atPath: fuera.appendingPathComponent("Mio.swift").path), "lo de fuera sigue")
    #expect(!FileManager.default.fileExists(atPath: fuera.appendingPathComponent("leccion05").path))

    try FileManager.default.removeItem(at: destino)
    try Data("y".utf8).write(to: destino)
    try CarpetaPropia.crear(destino, dentroDe: raiz)
    #expect(ArchivosCarpeta.esCarpeta(destino), "el propio destino era un archivo")
  }

  @Test("Fuera de la raíz solo crea, nunca borra")
  func fuera() throws {
    let raiz = try raiz()
    defer { try? FileManager.default.removeItem(at: raiz.deletingLastPathComponent()) }
    let ajeno = raiz.deletingLastPathComponent().appendingPathComponent("ajeno")
    try Data("no es del checker".utf8).write(to: ajeno)
    #expect(throws: (any Error).self) { try CarpetaPropia.crear(ajeno.appendingPathComponent("x"), dentroDe: raiz) }
    #expect(FileManager.default.contents(atPath: ajeno.path) == Data("no es del checker".utf8))
  }
}
