@testable import ComposableArchitecture
import Foundation
import Testing

@MainActor
@Suite("TestStore: exhaustividad, saltos y comprobaciones de fin de prueba")
struct TestStoreExhaustivityTests {
  @Test("Con exhaustivity = .off solo se comprueba lo afirmado, con el estado real")
  func noExhaustivo() async {
    await sinProblemas {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      store.exhaustivity = .off
      await store.send(.encadenar)
      await store.send(.fijar(5)) { $0.cuenta = 5 }
      await store.send(.cargar)
      await store.receive(\.respuesta) { $0.cuenta = 50 }
    }
  }

  @Test("En modo .off un valor afirmado mal sigue siendo un fallo")
  func noExhaustivoFalla() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      store.exhaustivity = .off
      await store.send(.incrementar) { $0.cuenta = 2 }
    }
    #expect(problemas.count == 1)
    #expect(problemas.first?.message.hasPrefix("El estado no cambió como se esperaba tras enviar Contador.Action.incrementar.") == true)
  }

  @Test("skipReceivedActions descarta las recibidas; sin ninguna y strict, falla")
  func saltarRecibidas() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.send(.encadenar)
      await store.skipReceivedActions()
      await store.send(.incrementar) { $0.cuenta = 2 }
      await store.skipReceivedActions()
      await store.skipReceivedActions(strict: false)
    }
    #expect(
      problemas.map(\.message) == [
        """
        No había acciones recibidas que saltar.

        Para arreglarlo, quita "skipReceivedActions()" o usa "skipReceivedActions(strict: false)".
        """
      ])
  }

  // NB: as TCA's (TestStore.swift 1.24.1, `_skipInFlightEffects`), the skipped timer keeps
  // running: its tics still arrive and must be received or skipped. This test used to expect them
  // cancelled ("cancela los efectos en curso"), with no tic arriving.
  @Test("skipInFlightEffects deja de seguir los efectos en curso y ya no cuentan al final")
  func saltarEfectos() async {
    await sinProblemas {
      let reloj = TestClock()
      let store = TestStore(initialState: Temporizador.State()) { Temporizador() } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.iniciar) { $0.activo = true }
      await store.skipInFlightEffects()
      await reloj.advance(by: .seconds(3))
      await store.skipReceivedActions()
      #expect(store.state.segundos == 3)
    }
  }

  @Test("Las comprobaciones de fin de prueba se registran y se ejecutan una sola vez")
  func finDePrueba() async {
    let checks = EndOfTestChecks()
    var retenido: TestStore<Contador.State, Contador.Action>?
    let problemas = await recogerProblemas {
      await EndOfTestChecks.$current.withValue(checks) {
        let store = TestStore(initialState: Contador.State()) { Contador() }
        await store.send(.encadenar)
        retenido = store
      }
      checks.runAll()
      checks.runAll()
      retenido = nil
    }
    #expect(retenido == nil)
    #expect(problemas.count == 1)
    #expect(problemas.first?.message.hasPrefix("El store recibió 1 acción que no se comprobó.") == true)
  }

  @Test("Un TestStore retenido (una fuga) también se comprueba con runAll")
  func storeFugado() async {
    let checks = EndOfTestChecks()
    let fuga = Fuga()
    let problemas = await recogerProblemas {
      await EndOfTestChecks.$current.withValue(checks) {
        let store = TestStore(initialState: Contador.State()) { Contador() }
        await store.send(.encadenar)
        fuga.store = store
      }
      checks.runAll()
    }
    #expect(problemas.count == 1)
    fuga.store = nil
  }

  @Test("runEndOfTestChecks cancela los efectos tras informar")
  func cancelaTrasInformar() async {
    let reloj = TestClock()
    let sonda = Sonda()
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Espera.State()) { Espera(sonda: sonda) } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.empezar("a"))
      store.runEndOfTestChecks()
      await Task.megaYieldParaPruebas()
      #expect(sonda.registro == ["a: cancelada"])
    }
    #expect(problemas.count == 1)
  }

  @Test("El timeout por defecto es un segundo escalado por TALLER_FACTOR_TIEMPO")
  func timeoutPorDefecto() async {
    typealias Store = TestStore<Contador.State, Contador.Action>
    #expect(Store.scaledTimeout(factor: nil) == .seconds(1))
    #expect(Store.scaledTimeout(factor: "3") == .seconds(3))
    #expect(Store.scaledTimeout(factor: "0,5") == .milliseconds(500))
    #expect(Store.scaledTimeout(factor: "1.5") == .milliseconds(1500))
    #expect(Store.scaledTimeout(factor: "0") == .seconds(1))
    #expect(Store.scaledTimeout(factor: "-2") == .seconds(1))
    #expect(Store.scaledTimeout(factor: "rápido") == .seconds(1))
    #expect(Store.scaledTimeout(factor: "inf") == .seconds(1))
    #expect(Store.scaledTimeout(factor: "2,5") == .milliseconds(2500))
    #expect(Store.scaledTimeout(factor: "abc") == .seconds(1))
    let store = TestStore(initialState: Contador.State()) { Contador() }
    let entorno = ProcessInfo.processInfo.environment["TALLER_FACTOR_TIEMPO"]
    #expect(store.timeout == Store.scaledTimeout(factor: entorno))
  }
}

/// Keeps a store alive past its test, as a retain cycle would.
@MainActor
final class Fuga {
  var store: TestStore<Contador.State, Contador.Action>?
}

extension Task where Success == Never, Failure == Never {
  static func megaYieldParaPruebas() async {
    for _ in 0..<50 { await Task<Never, Never>.yield() }
  }
}
