import Foundation
import Testing

@testable import Motor

@Suite("Pruebas ocultas en paralelo: como mucho una por núcleo, el informe en el orden del archivo")
struct RepartoTests {
  @Test("Los resultados salen en el orden de los trabajos aunque terminen al revés")
  func ordenConservado() {
    // Cada trabajo par espera a que acabe el impar siguiente: terminan 1, 0, 3, 2, 5, 4, sin esperas
    // de reloj. Con dos a la vez nunca hay dos pares esperando (tras un par siempre se toma un impar).
    let terminados = Bitacora()
    let senales = (0..<6).map { _ in DispatchSemaphore(value: 0) }
    let resultado = Reparto.ejecutar(6, simultaneos: 2) { indice -> Int? in
      if indice % 2 == 0 { _ = senales[indice].wait(timeout: .now() + 10) }
      terminados.anotar(indice)
      if indice % 2 == 1 { senales[indice - 1].signal() }
      return indice * 10
    }
    #expect(resultado.valores == [0, 10, 20, 30, 40, 50])
    #expect(resultado.completo)
    #expect(terminados.secuencia == [1, 0, 3, 2, 5, 4], "los trabajos debían terminar desordenados")
  }

  @Test("Nunca corren más trabajos a la vez que los permitidos, y sí llegan a ese número")
  func limiteRespetado() {
    for limite in [1, 2, 3] {
      // Los primeros `limite` trabajos se esperan entre sí (una barrera): si el reparto dejara correr
      // menos, la barrera no se abriría (y caducaría a los 10 s); si dejara más, el pico lo diría.
      let contador = Bitacora()
      let barrera = DispatchSemaphore(value: 0)
      let resultado = Reparto.ejecutar(7, simultaneos: limite) { indice -> Int? in
        let dentro = contador.entrar()
        if indice < limite {
          if dentro == limite { for _ in 0..<limite { barrera.signal() } }
          _ = barrera.wait(timeout: .now() + 10)
        }
        contador.salir()
        return indice
      }
      #expect(resultado.valores == Array(0..<7))
      #expect(contador.maximo == limite, "con \(limite) a la vez hubo \(contador.maximo)")
    }
  }

  @Test("Un trabajo interrumpido (nil) detiene el reparto: nada empieza después y el resultado queda incompleto")
  func interrupcionDetiene() {
    let empezados = Bitacora()
    let resultado = Reparto.ejecutar(10, simultaneos: 1) { indice -> Int? in
      empezados.anotar(indice)
      return indice == 2 ? nil : indice
    }
    #expect(resultado.valores == [0, 1])
    #expect(!resultado.completo)
    #expect(empezados.secuencia == [0, 1, 2])
  }

  @Test("TALLER_PRUEBAS_SIMULTANEAS manda si es un entero positivo; si no, uno por núcleo")
  func variable() {
    #expect(Reparto.simultaneos(["TALLER_PRUEBAS_SIMULTANEAS": "3"]) == 3)
    #expect(Reparto.simultaneos(["TALLER_PRUEBAS_SIMULTANEAS": "0"]) == Reparto.porNucleo)
    #expect(Reparto.simultaneos(["TALLER_PRUEBAS_SIMULTANEAS": "dos"]) == Reparto.porNucleo)
    #expect(Reparto.simultaneos([:]) == ProcessInfo.processInfo.activeProcessorCount)
  }
}

/// Thread-safe bookkeeping for the tests above: finishing order and how many run at once.
final class Bitacora: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var anotados: [Int] = []
  private var activos = 0
  private var pico = 0

  func anotar(_ indice: Int) { cerrojo.withLock { anotados.append(indice) } }
  /// Counts one more running job; returns how many run now.
  @discardableResult func entrar() -> Int {
    cerrojo.withLock {
      activos += 1
      pico = max(pico, activos)
      return activos
    }
  }
  func salir() { cerrojo.withLock { activos -= 1 } }
  var secuencia: [Int] { cerrojo.withLock { anotados } }
  var maximo: Int { cerrojo.withLock { pico } }
}
