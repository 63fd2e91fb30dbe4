import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// Files in memory, changed by scripted events.
private final class ArchivosFalsos {
  var contenidos: [String: Data] = ["Contador.swift": Data("var cuenta = 0\n".utf8)]
  func instantanea() -> Instantanea { Instantanea(contenidos: contenidos) }
  func guardar(_ nombre: String, _ texto: String) { contenidos[nombre] = Data(texto.utf8) }
}

/// A clock that advances only when the loop sleeps, running the events due by then.
private final class RelojFalso {
  var ahora = 0.0
  var eventos: [(instante: Double, accion: () -> Void)]
  let fin: Double

  init(fin: Double, eventos: [(Double, () -> Void)] = []) {
    self.fin = fin
    self.eventos = eventos.map { (instante: $0.0, accion: $0.1) }
  }

  func dormir(_ segundos: Double) -> Bool {
    ahora += segundos
    while let indice = eventos.firstIndex(where: { $0.instante <= ahora }) {
      eventos.remove(at: indice).accion()
    }
    return ahora < fin
  }
}

@Suite("vigilar: el bucle con reloj y archivos inyectados")
struct VigilanciaTests {
  private func bucle(_ archivos: ArchivosFalsos, _ reloj: RelojFalso, revisar: @escaping () -> Void = {}, cambios: @escaping ([String]) -> Void = { _ in }) -> BucleVigilancia {
    BucleVigilancia(
      intervalo: 0.5, instantanea: archivos.instantanea, dormir: reloj.dormir, revisar: revisar, alCambiar: cambios)
  }

  @Test("Sin cambios solo comprueba una vez")
  func sinCambios() {
    let archivos = ArchivosFalsos()
    #expect(bucle(archivos, RelojFalso(fin: 10)).ejecutar() == 1)
  }

  @Test("Un guardado con el mismo tamaño (y la misma fecha) vuelve a comprobar una vez, nombrando el archivo")
  func guardado() {
    let archivos = ArchivosFalsos()
    var vistos: [[String]] = []
    let reloj = RelojFalso(fin: 10, eventos: [(1.0, { archivos.guardar("Contador.swift", "var cuenta = 1\n") })])
    #expect(bucle(archivos, reloj, cambios: { vistos.append($0) }).ejecutar() == 2)
    #expect(vistos == [["Contador.swift"]])
  }

  @Test("Una ráfaga de escrituras se asienta antes de comprobar: una sola comprobación nueva")
  func rafaga() {
    let archivos = ArchivosFalsos()
    var instantes: [Double] = []
    let reloj = RelojFalso(
      fin: 10,
      eventos: [
        (1.0, { archivos.guardar("Contador.swift", "v") }), (1.5, { archivos.guardar("Contador.swift", "va") }),
        (2.0, { archivos.guardar("Contador.swift", "var") }), (2.0, { archivos.guardar("Nuevo.swift", "x") }),
      ])
    let bucle = bucle(archivos, reloj, revisar: { instantes.append(reloj.ahora) })
    #expect(bucle.ejecutar() == 2)
    #expect(instantes == [0, 2.5])
  }

  @Test("Guardar mientras una comprobación está en marcha provoca otra comprobación después")
  func duranteLaComprobacion() {
    let archivos = ArchivosFalsos()
    let reloj = RelojFalso(fin: 10)
    var revisiones = 0
    let bucle = bucle(archivos, reloj, revisar: {
      revisiones += 1
      if revisiones == 1 { archivos.guardar("Contador.swift", "guardado durante la comprobación\n") }
    })
    #expect(bucle.ejecutar() == 2)
  }

  @Test("Un cambio que se deshace antes de asentarse no comprueba; borrar un archivo sí")
  func deshecho() {
    let archivos = ArchivosFalsos()
    let original = "var cuenta = 0\n"
    var vistos: [[String]] = []
    let reloj = RelojFalso(
      fin: 10,
      eventos: [
        (1.0, { archivos.guardar("Contador.swift", "x") }), (1.5, { archivos.guardar("Contador.swift", original) }),
        (5.0, { archivos.contenidos["Contador.swift"] = nil }),
      ])
    #expect(bucle(archivos, reloj, cambios: { vistos.append($0) }).ejecutar() == 2)
    #expect(vistos == [["Contador.swift"]])
  }

  @Test("La instantánea real: mv de un temporal con la misma fecha y el mismo tamaño cambia la huella; ocultos y no .swift no cuentan")
  func instantaneaReal() throws {
    let carpeta = FileManager.default.temporaryDirectory.appendingPathComponent("vigilar-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: carpeta) }
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    let archivo = carpeta.appendingPathComponent("Contador.swift")
    try Data("var cuenta = 0\n".utf8).write(to: archivo)
    let fecha = try #require(try FileManager.default.attributesOfItem(atPath: archivo.path)[.modificationDate] as? Date)
    let antes = Instantanea.tomar(carpeta)
    try Data("x".utf8).write(to: carpeta.appendingPathComponent(".Contador.swift.swp"))
    try Data("x".utf8).write(to: carpeta.appendingPathComponent("notas.txt"))
    #expect(Instantanea.tomar(carpeta) == antes)
    let temporal = carpeta.appendingPathComponent(".Contador.swift.tmp")
    try Data("var cuenta = 1\n".utf8).write(to: temporal)
    try FileManager.default.setAttributes([.modificationDate: fecha], ofItemAtPath: temporal.path)
    #expect(rename(temporal.path, archivo.path) == 0)
    let nueva = try #require(try FileManager.default.attributesOfItem(atPath: archivo.path)[.modificationDate] as? Date)
    #expect(abs(nueva.timeIntervalSince(fecha)) < 1, "el archivo renombrado conserva la fecha del original")
    let despues = Instantanea.tomar(carpeta)
    #expect(despues != antes)
    #expect(despues.cambios(desde: antes) == ["Contador.swift"])
  }
}
