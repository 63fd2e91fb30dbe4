import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

@Suite("verificar varias lecciones a la vez")
struct VerificacionParalelaTests {
  func leccion(_ numero: Int) -> Leccion { Leccion(numero: numero, slug: "l\(numero)", metadatos: nil) }

  @Test("Dos a la vez por defecto, o lo que diga TALLER_VERIFICACION_PARALELAS; una si comparten carpeta")
  func trabajadores() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let lecciones = [leccion(1), leccion(2), leccion(3)]
    let normal = try temporal.verificador()
    #expect(normal.paralelas == min(2, ProcessInfo.processInfo.activeProcessorCount))
    #expect(normal.trabajadores(lecciones, paralelas: 2) == 2)
    #expect(normal.trabajadores([leccion(1)], paralelas: 2) == 1)
    #expect(try temporal.verificador([Verificador.variableParalelas: "3"]).paralelas == 3)
    #expect(try temporal.verificador([Verificador.variableParalelas: "cero"]).paralelas == normal.paralelas)
    let compartida = try temporal.verificador([Verificador.variableCarpeta: ".build/todas"])
    #expect(compartida.trabajadores(lecciones, paralelas: 2) == 1)
  }

  @Test("Devuelve una verificación por lección, en el orden pedido, y avisa de cada una")
  func orden() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let verificador = try temporal.verificador()
    let lecciones = [leccion(3), leccion(1), leccion(2)]
    let avisadas = Contador()
    let verificaciones = verificador.verificar(lecciones, paralelas: 2, alTerminar: { _ in avisadas.sumar() })
    #expect(verificaciones.map(\.leccion.numero) == [3, 1, 2])
    #expect(avisadas.valor == 3)
    let carpeta = temporal.taller.carpetaConstruccion
    let porTrabajador = verificador.verificar(
      lecciones, paralelas: 2, carpetaDeTrabajador: { carpeta.appendingPathComponent("trabajador-\($0)") })
    #expect(porTrabajador.map(\.leccion.numero) == [3, 1, 2], "con una carpeta por trabajador, también todas y en orden")
  }

  @Test("La impresora saca cada lección en el orden del curso aunque terminen desordenadas")
  func impresora() {
    let impresas = Lista()
    let impresora = ImpresoraEnOrden(lecciones: [1, 2, 3]) { impresas.anadir($0.leccion.numero) }
    impresora.terminada(VerificacionLeccion(leccion: leccion(2), pasos: []))
    #expect(impresas.valores == [])
    impresora.terminada(VerificacionLeccion(leccion: leccion(1), pasos: []))
    #expect(impresas.valores == [1, 2])
    impresora.terminada(VerificacionLeccion(leccion: leccion(3), pasos: []))
    #expect(impresas.valores == [1, 2, 3])
  }
}

private final class Contador: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var cuenta = 0
  func sumar() { cerrojo.withLock { cuenta += 1 } }
  var valor: Int { cerrojo.withLock { cuenta } }
}

private final class Lista: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var lista: [Int] = []
  func anadir(_ numero: Int) { cerrojo.withLock { lista.append(numero) } }
  var valores: [Int] { cerrojo.withLock { lista } }
}
