import ComposableArchitecture
import Testing

@MainActor
@Suite("Relojes: TestClock e ImmediateClock")
struct ClockTests {
  @Test("Un temporizador avanza con TestClock tic a tic, sin esperas reales")
  func temporizador() async {
    await sinProblemas {
      let reloj = TestClock()
      let store = TestStore(initialState: Temporizador.State()) { Temporizador() } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.iniciar) { $0.activo = true }
      await reloj.advance(by: .seconds(1))
      await store.receive(.tic) { $0.segundos = 1 }
      await reloj.advance(by: .milliseconds(500))
      await reloj.advance(by: .seconds(2))
      await store.receive(.tic) { $0.segundos = 2 }
      await store.receive(.tic) { $0.segundos = 3 }
      await store.send(.parar) { $0.activo = false }
    }
  }

  @Test("Sin avanzar el reloj no llega ningún tic")
  func sinAvanzar() async {
    let problemas = await recogerProblemas {
      let reloj = TestClock()
      let store = TestStore(initialState: Temporizador.State()) { Temporizador() } withDependencies: {
        $0.continuousClock = reloj
      }
      store.timeout = .milliseconds(50)
      await store.send(.iniciar) { $0.activo = true }
      await store.receive(.tic) { $0.segundos = 1 }
      await store.send(.parar) { $0.activo = false }
    }
    #expect(problemas.count == 1)
    #expect(
      problemas.first?.message == """
        Se esperaba recibir esta acción, pero no llegó.

            Temporizador.Action.tic

        No llegó ninguna en 0,05 segundos. Hay efectos en curso que podrían enviarla: si esperan \
        a un reloj, usa un "TestClock" y avánzalo con "await reloj.advance(by:)"; si solo tardan \
        más, aumenta "timeout".
        """)
  }

  @Test("TestClock.run avanza hasta que no queda ninguna espera")
  func run() async {
    await sinProblemas {
      let reloj = TestClock()
      let store = TestStore(initialState: PruebaEfectos.State()) { PruebaEfectos() } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.concatenar)
      await reloj.run()
      await store.receive(.paso("lento")) { $0.pasos = ["lento"] }
      await store.receive(.paso("rápido")) { $0.pasos = ["lento", "rápido"] }
      await store.receive(.paso("último")) { $0.pasos = ["lento", "rápido", "último"] }
      #expect(reloj.now == TestClock.Instant(offset: .seconds(2)))
    }
  }

  @Test("ImmediateClock no espera y mueve su now")
  func inmediato() async throws {
    let reloj = ImmediateClock()
    try await reloj.sleep(for: .seconds(60))
    #expect(reloj.now == ImmediateClock.Instant(offset: .seconds(60)))
    await sinProblemas {
      let store = TestStore(initialState: PruebaEfectos.State()) { PruebaEfectos() } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      await store.send(.fusionar)
      await store.receive(.paso("rápido")) { $0.pasos = ["rápido"] }
      await store.receive(.paso("lento")) { $0.pasos = ["rápido", "lento"] }
    }
  }

  @Test("El reloj sin sustituir en un TestStore avisa y no espera")
  func relojSinSustituir() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: PruebaEfectos.State()) { PruebaEfectos() }
      await store.send(.fusionar)
      await store.receive(.paso("rápido")) { $0.pasos = ["rápido"] }
      await store.receive(.paso("lento")) { $0.pasos = ["rápido", "lento"] }
    }
    #expect(problemas.count == 1)
    #expect(problemas.first?.kind == .runtimeWarning)
    #expect(
      problemas.first?.message == """
        Se usó el reloj "continuousClock" en un TestStore sin sustituirlo.

        Para arreglarlo, pásale un reloj controlable en "withDependencies:": \
        { $0.continuousClock = ImmediateClock() } para que no espere, o un "TestClock" que \
        avances con "await reloj.advance(by:)".
        """)
  }

  @Test("Cancelar una espera de TestClock lanza CancellationError")
  func cancelarEspera() async {
    let reloj = TestClock()
    let tarea = Task {
      do {
        try await reloj.sleep(for: .seconds(1))
        return "terminó"
      } catch is CancellationError {
        return "cancelada"
      } catch {
        return "otro error"
      }
    }
    await Task.yield()
    tarea.cancel()
    #expect(await tarea.value == "cancelada")
  }
}
