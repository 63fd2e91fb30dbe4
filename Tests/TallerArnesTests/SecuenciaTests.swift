import ComposableArchitecture
import TallerComun
import Testing

@testable import TallerArnes

/// A counter like lesson 1's; `trampa` goes wrong from the fourth increment on, counting calls in
/// a `static var` (the trick of issue 46.6, which no short test catches).
struct ContadorPrueba: Reducer {
  struct State: Equatable { var cuenta = 0 }
  enum Action: Equatable { case mas, menos, cero }
  var trampa = false
  nonisolated(unsafe) static var llamadas = 0

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .mas:
      Self.llamadas += 1
      state.cuenta += trampa && Self.llamadas >= 4 ? 2 : 1
    case .menos: state.cuenta -= 1
    case .cero: state.cuenta = 0
    }
    return .none
  }
}

@Suite("Secuencias al azar con semilla (issue 46.6)")
@MainActor struct SecuenciaTests {
  func modelo(_ estado: inout ContadorPrueba.State, _ accion: ContadorPrueba.Action) {
    switch accion {
    case .mas: estado.cuenta += 1
    case .menos: estado.cuenta -= 1
    case .cero: estado.cuenta = 0
    }
  }

  func secuencia(_ reducer: ContadorPrueba) async -> ResultadoPrueba {
    await Prueba("secuencia") {
      esperarSecuencia("«+», «−» y «0»", reducer, desde: .init(), semilla: 46) { azar, _ in
        azar.elegir([.mas, .menos, .cero])
      } modelo: { modelo(&$0, $1) }
    }.ejecutar()
  }

  @Test("La misma semilla da la misma secuencia; otra semilla, otra; los valores caen en su rango")
  func semillas() {
    var a = Azar(semilla: 7)
    var b = Azar(semilla: 7)
    var c = Azar(semilla: 8)
    let deA = (0..<20).map { _ in a.next() }
    #expect(deA == (0..<20).map { _ in b.next() })
    #expect(deA != (0..<20).map { _ in c.next() })
    // SplitMix64 from 0: the reference implementation's first output.
    var cero = Azar(semilla: 0)
    #expect(cero.next() == 0xE220_A839_7B1D_CDAF)
    var rango = Azar(semilla: 3)
    let enteros = (0..<500).map { _ in rango.entero(-2...2) }
    #expect(Set(enteros) == [-2, -1, 0, 1, 2])
    #expect(Set((0..<100).map { _ in rango.elegir(["a", "b"]) }) == ["a", "b"])
  }

  @Test("Un reducer correcto pasa; el que cuenta llamadas en una static var falla, con la semilla y el paso")
  func trampaDeContador() async throws {
    ContadorPrueba.llamadas = 0
    #expect(await secuencia(ContadorPrueba()).pasa)
    ContadorPrueba.llamadas = 0
    let resultado = await secuencia(ContadorPrueba(trampa: true))
    let mensaje = try #require(resultado.mensajes.first)
    #expect(resultado.mensajes.count == 1)
    #expect(mensaje.hasPrefix("En una secuencia al azar de 200 acciones («+», «−» y «0»; semilla 46), la acción número "))
    #expect(mensaje.contains(", .mas, dejó un estado distinto del esperado. Justo antes: "))
    #expect(mensaje.contains("una `static var`"))
    #expect(mensaje.contains("(Esperado: −, Real: +)"))
  }

  @Test("Acciones con valores asociados, en una línea")
  func accionBreve() {
    enum Hijo: Equatable { case agregar(nombre: String, precio: Int) }
    enum Action: Equatable { case hijo(Hijo), vaciar }
    #expect(MensajesArnes.accionBreve(Action.vaciar) == ".vaciar")
    #expect(MensajesArnes.accionBreve(Action.hijo(.agregar(nombre: "Pan", precio: 3))) == #".hijo(.agregar(nombre: "Pan", precio: 3))"#)
  }

  @Test("Las variables del taller y SWIFT_BACKTRACE se ocultan; las demás no")
  func variablesOcultas() {
    #expect(EntornoProceso.esDelTaller("TALLER_EVENTOS"))
    #expect(EntornoProceso.esDelTaller("TALLER_FACTOR_TIEMPO"))
    #expect(EntornoProceso.esDelTaller("SWIFT_BACKTRACE"))
    #expect(!EntornoProceso.esDelTaller("PATH"))
    #expect(!EntornoProceso.esDelTaller("MI_TALLER_X"))
  }

  @Test("La orden llega en TALLER_ORDEN, un argumento por línea; sin ella, los argumentos")
  func orden() {
    #expect(Arnes.orden(entorno: ["TALLER_ORDEN": "--ejecutar\nsumaUno"]) == ["--ejecutar", "sumaUno"])
    #expect(Arnes.orden(entorno: ["TALLER_ORDEN": "--listar"]) == ["--listar"])
    #expect(Arnes.orden(entorno: [:]) == nil)
  }
}
