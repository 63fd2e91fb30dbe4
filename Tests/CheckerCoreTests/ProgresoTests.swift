import Dispatch
import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

@Suite("Progreso guardado")
struct ProgresoTests {
  func carpetaTemporal() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("progreso-\(UUID().uuidString)/.taller")
  }

  func registro(_ aprobadas: Int) -> ProgresoLeccion {
    ProgresoLeccion(aprobadas: aprobadas, total: 7, completada: false, fallidas: [], fecha: "2026-01-01T00:00:00Z")
  }

  @Test("Leer sin archivo da progreso vacío; actualizar lo crea y se relee igual")
  func idaYVuelta() throws {
    let almacen = AlmacenProgreso(carpeta: carpetaTemporal())
    defer { try? FileManager.default.removeItem(at: almacen.carpeta.deletingLastPathComponent()) }
    #expect(almacen.leer() == .init(progreso: Progreso(), aviso: nil))
    let aviso = try almacen.actualizar { $0.lecciones["03"] = registro(5) }
    #expect(aviso == nil)
    #expect(almacen.leer().progreso.lecciones == ["03": registro(5)])
    let sobrantes = try FileManager.default.contentsOfDirectory(atPath: almacen.carpeta.path)
      .filter { $0.hasPrefix(".progreso-") }
    #expect(sobrantes.isEmpty)
  }

  @Test("Un archivo dañado se avisa, se respalda y se rehace, sin fallar")
  func danado() throws {
    let almacen = AlmacenProgreso(carpeta: carpetaTemporal())
    defer { try? FileManager.default.removeItem(at: almacen.carpeta.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: almacen.carpeta, withIntermediateDirectories: true)
    try Data("{ esto no es json".utf8).write(to: almacen.archivo)
    #expect(almacen.leer().aviso.map(MensajesProgreso.corrupto)?.contains("está dañado") == true)
    let aviso = MensajesProgreso.corrupto(try #require(try almacen.actualizar { $0.lecciones["01"] = registro(1) }))
    #expect(aviso.contains("se guardó una copia en"))
    #expect(almacen.leer().progreso.lecciones == ["01": registro(1)])
    let respaldos = try FileManager.default.contentsOfDirectory(atPath: almacen.respaldos.path)
    #expect(respaldos.count == 1)
    let copia = almacen.respaldos.appendingPathComponent(respaldos[0]).appendingPathComponent("progreso.json")
    #expect(FileManager.default.contents(atPath: copia.path) == Data("{ esto no es json".utf8))
  }

  @Test("Muchas actualizaciones a la vez no pierden ninguna")
  func concurrencia() throws {
    let almacen = AlmacenProgreso(carpeta: carpetaTemporal())
    defer { try? FileManager.default.removeItem(at: almacen.carpeta.deletingLastPathComponent()) }
    DispatchQueue.concurrentPerform(iterations: 40) { indice in
      _ = try? almacen.actualizar { progreso in
        let actual = progreso.lecciones["01"]?.aprobadas ?? 0
        progreso.lecciones["01"] = registro(actual + 1)
        progreso.lecciones[String(format: "%02d", indice + 10)] = registro(indice)
      }
    }
    let final = almacen.leer().progreso
    #expect(final.lecciones["01"]?.aprobadas == 40)
    #expect(final.lecciones.count == 41)
  }

  @Test("La carpeta de un respaldo no lleva dos puntos")
  func fechaCarpeta() {
    #expect(Fecha.paraCarpeta(Date(timeIntervalSince1970: 0)) == "1970-01-01T00-00-00")
  }
}
