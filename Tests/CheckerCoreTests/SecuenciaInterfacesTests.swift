import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// The verification's build order by module interface, and the record of interfaces and verdicts.
@Suite("Orden de compilación por interfaz y veredictos de garantías ya juzgados")
struct SecuenciaInterfacesTests {
  let leccion = Leccion(numero: 3, slug: "prueba", metadatos: nil)

  func carpeta() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("secuencia-\(UUID().uuidString)")
  }

  @Test("Plantilla y Solucion primero; después el grupo de Solucion, cada otro grupo donde se declaró su primera variante y al final las desconocidas")
  func ordena() {
    let secuencia = SecuenciaInterfaces(grupos: [
      "Plantilla": 4, "Solucion": 0, "Variantes/a": 1, "Variantes/b": 0, "Variantes/c": 2, "Variantes/d": 1,
      "Variantes/f": 0,
    ])
    let plan = ["Plantilla", "Solucion", "Variantes/a", "Variantes/b", "Variantes/c", "Variantes/d", "Variantes/e", "Variantes/f"]
    #expect(secuencia.ordenar(plan) { $0 } == [
      "Plantilla", "Solucion", "Variantes/b", "Variantes/f", "Variantes/a", "Variantes/d", "Variantes/c", "Variantes/e",
    ])
  }

  @Test("Sin grupos guardados, o con todas en el mismo, el secuencia es el declarado")
  func sinGrupos() {
    let plan = ["Plantilla", "Solucion", "Variantes/z", "Variantes/a", "Variantes/m"]
    #expect(SecuenciaInterfaces(grupos: [:]).ordenar(plan) { $0 } == plan)
    let mismo = SecuenciaInterfaces(grupos: Dictionary(uniqueKeysWithValues: plan.map { ($0, 7) }))
    #expect(mismo.ordenar(plan) { $0 } == plan)
    #expect(SecuenciaInterfaces(grupos: ["Variantes/m": 1]).ordenar(["Variantes/m", "Solucion"]) { $0 } == ["Variantes/m", "Solucion"])
  }

  @Test("Se guarda en la carpeta de compilación y se vuelve a leer; un archivo dañado o de otro formato no ordena nada")
  func guardaYLee() throws {
    let carpeta = carpeta()
    defer { try? FileManager.default.removeItem(at: carpeta) }
    #expect(SecuenciaInterfaces.leer(carpeta, leccion).grupos.isEmpty)
    let secuencia = SecuenciaInterfaces(grupos: ["Solucion": 0, "Variantes/x": 1])
    secuencia.guardar(carpeta, leccion)
    #expect(SecuenciaInterfaces.archivo(carpeta, leccion).lastPathComponent == "taller-interfaces-leccion03.json")
    #expect(SecuenciaInterfaces.leer(carpeta, leccion) == secuencia)
    try Data("{roto".utf8).write(to: SecuenciaInterfaces.archivo(carpeta, leccion))
    #expect(SecuenciaInterfaces.leer(carpeta, leccion).grupos.isEmpty)
    try Data(#"{"formato":2,"grupos":{"Solucion":0}}"#.utf8).write(to: SecuenciaInterfaces.archivo(carpeta, leccion))
    #expect(SecuenciaInterfaces.leer(carpeta, leccion).grupos.isEmpty)
  }

  @Test("Interfaces: mismos bytes, mismo índice; otros bytes, uno nuevo; sin archivo, ninguno")
  func identifica() throws {
    let carpeta = carpeta()
    defer { try? FileManager.default.removeItem(at: carpeta) }
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    let a = carpeta.appendingPathComponent("a.swiftmodule")
    let b = carpeta.appendingPathComponent("b.swiftmodule")
    let c = carpeta.appendingPathComponent("c.swiftmodule")
    try Data([1, 2, 3]).write(to: a)
    try Data([1, 2, 4]).write(to: b)
    try Data([1, 2, 3]).write(to: c)
    let interfaces = InterfacesLeccion()
    #expect(interfaces.identificar(a) == 0)
    #expect(interfaces.identificar(b) == 1)
    #expect(interfaces.identificar(c) == 0)
    #expect(interfaces.identificar(carpeta.appendingPathComponent("no-existe.swiftmodule")) == nil)
    #expect(interfaces.identificar(carpeta) == nil)
    #expect(interfaces.cuantas == 2)
  }

  @Test("Un veredicto vale solo para su interfaz; el de una garantía que no pudo comprobarse no se guarda")
  func veredictos() {
    let interfaces = InterfacesLeccion()
    let cumple = ResultadoGarantia(id: "g", nombre: "G", pista: "", estado: .cumple)
    let rota = ResultadoGarantia(id: "g", nombre: "G", pista: "", estado: .rota(.compila))
    let invalida = ResultadoGarantia(id: "h", nombre: "H", pista: "", estado: .invalida(.interrumpida))
    interfaces.guardar(cumple, interfaz: 0)
    interfaces.guardar(rota, interfaz: 1)
    interfaces.guardar(invalida, interfaz: 0)
    #expect(interfaces.veredicto(interfaz: 0, garantia: "g") == cumple)
    #expect(interfaces.veredicto(interfaz: 1, garantia: "g") == rota)
    #expect(interfaces.veredicto(interfaz: 2, garantia: "g") == nil)
    #expect(interfaces.veredicto(interfaz: 0, garantia: "h") == nil)
  }
}
