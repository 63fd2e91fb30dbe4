import Foundation
import Testing

@testable import Motor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 29.3: the one `flock` helper (progress file, private binary copies).
@Suite("El cerrojo de archivo del motor")
struct CerrojoArchivoTests {
  /// Whether another open file description of `ruta` could take the lock right now (no waiting).
  static func libre(_ ruta: String) -> Bool {
    let otro = open(ruta, O_RDWR | O_CLOEXEC)
    defer { close(otro) }
    guard otro >= 0, flock(otro, LOCK_EX | LOCK_NB) == 0 else { return false }
    flock(otro, LOCK_UN)
    return true
  }

  @Test("Mientras corre el cierre nadie más toma el cerrojo; al salir, aunque lance, queda libre")
  func exclusivo() throws {
    let carpeta = FileManager.default.temporaryDirectory.appendingPathComponent("cerrojo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: carpeta) }
    let ruta = carpeta.appendingPathComponent("x.lock").path
    let dentro = try CerrojoArchivo.conCerrojo(ruta) { Self.libre(ruta) }
    #expect(dentro == false)
    #expect(Self.libre(ruta))
    struct Roto: Error {}
    #expect(throws: Roto.self) { try CerrojoArchivo.conCerrojo(ruta) { throw Roto() } }
    #expect(Self.libre(ruta))
  }

  @Test("Sin poder abrir el archivo: conCerrojo lanza su errno; conCerrojoSiSePuede ejecuta igual")
  func sinArchivo() throws {
    let ruta = "/no-existe-\(UUID().uuidString)/x.lock"
    #expect(throws: CerrojoArchivo.Fallo(codigo: ENOENT)) { try CerrojoArchivo.conCerrojo(ruta) { 1 } }
    #expect(CerrojoArchivo.conCerrojoSiSePuede(ruta) { 2 } == 2)
  }
}
