@testable import ComposableArchitecture
import Testing

/// An effect that yields many times (without sleeping) before sending, to exercise waiting.
private struct Lento: Reducer {
  struct State: Equatable { var listo = false }
  enum Action: Equatable { case empezar(vueltas: Int), listo }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .empezar(vueltas):
      return .run { send in
        for _ in 0..<vueltas { await Task.yield() }
        await send(.listo)
      }
    case .listo:
      state.listo = true
      return .none
    }
  }
}

@MainActor
@Suite("Determinismo del TestStore")
struct DeterminismoTests {
  @Test("send deja que el trabajo ya encolado de los efectos entregue antes de volver")
  func sendAsienta() async {
    await sinProblemas {
      let store = TestStore(initialState: Contador.State(cuenta: 2)) { Contador() }
      await store.send(.cargar) { $0.cargando = true }
      // `state` no incluye lo recibido sin afirmar (como en TCA): se mira la cola por dentro.
      #expect(store.received.map(\.action) == [.respuesta(20)])
      await store.receive(.respuesta(20)) {
        $0.cargando = false
        $0.cuenta = 20
      }
    }
  }

  @Test("receive espera a una acción que tarda en llegar, sin dormir")
  func receiveEspera() async {
    await sinProblemas {
      let store = TestStore(initialState: Lento.State()) { Lento() }
      // NB: 2000 yields keep the effect busy for many turns of the main queue. With Swift 6.0.3 and
      // the whole suite on two cores they took over the default 3 s of `receive`, so the wait says
      // how long it may be: `receive` returns as soon as the action arrives, never after a sleep.
      await store.send(.empezar(vueltas: 2000))
      await store.receive(.listo, timeout: .seconds(60)) { $0.listo = true }
    }
  }

  @Test("La aserción de send compara con el estado justo después de esa acción")
  func estadoDeLaAccion() async {
    await sinProblemas {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.send(.encadenar)
      // Como en TCA, `state` no incluye la acción recibida hasta que se afirma con `receive`.
      #expect(store.state.cuenta == 0)
      await store.receive(.incrementar) { $0.cuenta = 1 }
      #expect(store.state.cuenta == 1)
    }
  }

  @Test("Muchos TestStore en paralelo no se mezclan", arguments: 0..<20)
  func paralelo(_ semilla: Int) async {
    await sinProblemas {
      let reloj = TestClock()
      let store = TestStore(initialState: Temporizador.State()) { Temporizador() } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.iniciar) { $0.activo = true }
      for segundo in 1...(semilla % 4 + 1) {
        await reloj.advance(by: .seconds(1))
        await store.receive(.tic) { $0.segundos = segundo }
      }
      await store.send(.parar) { $0.activo = false }
    }
  }
}
