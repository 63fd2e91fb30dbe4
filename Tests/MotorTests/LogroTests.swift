import Foundation
import Testing

@testable import Motor

/// Completion sticks (issue 16, item 7): what a lesson counts as in the course after each run.
@Suite("Una lección completada sigue completada")
struct LogroTests {
  let pruebas = ["b", "a", "c"]

  func tras(_ anterior: ProgresoLeccion?, aprobadas: Int, completada: Bool, fecha: String, pruebas: [String]? = nil)
    -> ProgresoLeccion
  {
    ProgresoLeccion.trasEjecucion(
      anterior: anterior, aprobadas: aprobadas, pruebas: pruebas ?? self.pruebas, completada: completada,
      fallidas: completada ? [] : ["a"], fecha: fecha)
  }

  @Test("Sin completar nunca: pendiente, con cualquier resultado parcial")
  func pendiente() {
    let primera = tras(nil, aprobadas: 1, completada: false, fecha: "f1")
    #expect(primera.logro(pruebas: pruebas) == .pendiente)
    let segunda = tras(primera, aprobadas: 2, completada: false, fecha: "f2")
    #expect(segunda.logro(pruebas: pruebas) == .pendiente)
    #expect(segunda.completadaEl == nil)
  }

  @Test("Completada y después rota: sigue completada desde la primera fecha, con el último resultado aparte")
  func pegajosa() {
    let completa = tras(nil, aprobadas: 3, completada: true, fecha: "f1")
    #expect(completa.logro(pruebas: pruebas) == .completada(fecha: "f1"))
    let rota = tras(completa, aprobadas: 2, completada: false, fecha: "f2")
    #expect(rota.logro(pruebas: pruebas) == .completada(fecha: "f1"))
    #expect(rota.aprobadas == 2 && !rota.completada && rota.fecha == "f2")
    let otraVez = tras(rota, aprobadas: 3, completada: true, fecha: "f3")
    #expect(otraVez.logro(pruebas: pruebas) == .completada(fecha: "f1"))
  }

  @Test("El orden de las pruebas no importa; una prueba nueva la deja pendiente hasta volver a completarla")
  func pruebasNuevas() {
    let completa = tras(nil, aprobadas: 3, completada: true, fecha: "f1")
    #expect(completa.logro(pruebas: ["c", "b", "a"]) == .completada(fecha: "f1"))
    let conNueva = pruebas + ["d"]
    #expect(completa.logro(pruebas: conNueva) == .desactualizada(fecha: "f1"))
    let parcial = tras(completa, aprobadas: 3, completada: false, fecha: "f2", pruebas: conNueva)
    #expect(parcial.logro(pruebas: conNueva) == .desactualizada(fecha: "f1"))
    let recuperada = tras(parcial, aprobadas: 4, completada: true, fecha: "f3", pruebas: conNueva)
    #expect(recuperada.logro(pruebas: conNueva) == .completada(fecha: "f3"))
  }

  @Test("Un registro de antes (sin fecha de completada) cuenta si su última ejecución completó con tantas pruebas como hoy")
  func registroAntiguo() {
    let antiguo = ProgresoLeccion(aprobadas: 3, total: 3, completada: true, fallidas: [], fecha: "f0")
    #expect(antiguo.logro(pruebas: pruebas) == .completada(fecha: "f0"))
    #expect(antiguo.logro(pruebas: pruebas + ["d"]) == .desactualizada(fecha: "f0"))
    let rota = tras(antiguo, aprobadas: 1, completada: false, fecha: "f1")
    #expect(rota.logro(pruebas: pruebas) == .completada(fecha: "f0"))
    let noCompletado = ProgresoLeccion(aprobadas: 2, total: 3, completada: false, fallidas: ["a"], fecha: "f0")
    #expect(noCompletado.logro(pruebas: pruebas) == .pendiente)
  }

  @Test("El registro se lee y se escribe en JSON con sus campos nuevos")
  func json() throws {
    let completa = tras(nil, aprobadas: 3, completada: true, fecha: "2026-12-01T10:00:00Z")
    let datos = try JSONEncoder().encode(completa)
    let texto = String(decoding: datos, as: UTF8.self)
    #expect(texto.contains("\"completadaEl\":\"2026-12-01T10:00:00Z\""))
    #expect(try JSONDecoder().decode(ProgresoLeccion.self, from: datos) == completa)
    let antiguo = Data(#"{"aprobadas":1,"total":3,"completada":false,"fallidas":["a"],"fecha":"f"}"#.utf8)
    #expect(try JSONDecoder().decode(ProgresoLeccion.self, from: antiguo).completadaEl == nil)
  }
}
