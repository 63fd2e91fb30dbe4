import Foundation
import TallerComun
import Testing

@testable import TallerArnes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Secreto de los resultados")
@MainActor struct SecretoTests {
  /// A pipe holding `secreto`, at end of file; returns the reading end.
  func tuberia(_ secreto: String) -> Int32 {
    var extremos: [Int32] = [0, 0]
    _ = pipe(&extremos)
    _ = secreto.withCString { write(extremos[1], $0, strlen($0)) }
    close(extremos[1])
    return extremos[0]
  }

  /// The device and inode `descriptor` names, or `nil` if it is not open.
  func identidad(_ descriptor: Int32) -> [UInt64]? {
    var estado = stat()
    guard fstat(descriptor, &estado) == 0 else { return nil }
    return [UInt64(estado.st_dev), UInt64(estado.st_ino)]
  }

  func resultado(_ id: String, pasa: Bool) async throws -> (EventoArnes, Int32) {
    let ruta = FileManager.default.temporaryDirectory.appendingPathComponent("secreto-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: ruta) }
    let descriptor = tuberia("s3cr3t")
    let antes = try #require(identidad(descriptor))
    let pruebas = [Prueba(id) { esperar(pasa, "falla") }]
    let codigo = await Arnes.ejecutar(
      argumentos: ["--ejecutar", id], pruebas: pruebas,
      entorno: ["TALLER_EVENTOS": ruta.path, "TALLER_SECRETO_FD": String(descriptor)],
      salida: { _ in }, errores: { _ in })
    let lineas = try #require(FileManager.default.contents(atPath: ruta.path)).split(separator: 0x0A)
    let eventos = try lineas.map { try JSONDecoder().decode(EventoArnes.self, from: Data($0)) }
    // NB: other tests of this process may open files meanwhile and get the same number back, so
    // "closed" means: the number no longer names this pipe (closed, or reused for another file).
    let despues = identidad(descriptor)
    #expect(despues.map { $0 != antes } ?? true, "el arnés debe cerrar el descriptor antes de ejecutar la prueba")
    return (try #require(eventos.last { $0.tipo == .resultado }), codigo)
  }

  @Test("Un «pasa» lleva la firma; un «falla» nunca la revela")
  func firma() async throws {
    let (pasa, codigoPasa) = try await resultado("buena", pasa: true)
    #expect(codigoPasa == 0)
    #expect(pasa.estado == .pasa && pasa.firma == "s3cr3t")
    let (falla, codigoFalla) = try await resultado("mala", pasa: false)
    #expect(codigoFalla == 1)
    #expect(falla.estado == .falla && falla.firma == nil)
  }

  @Test("Sin descriptor no hay secreto")
  func sinDescriptor() {
    #expect(SecretoResultados.leer(entorno: [:]) == nil)
    #expect(SecretoResultados.leer(entorno: ["TALLER_SECRETO_FD": "987"]) == nil)
  }
}
