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

        No llegó en 0,05 segundos, y hay efectos en curso que podrían enviarla.

        Para arreglarlo:

        • Si el efecto que debe enviarla espera un tiempo, haz que espere con el reloj de las \
        dependencias ("@Dependency(\\.continuousClock) var clock" y "try await \
        clock.sleep(for:)"). Las pruebas lo sustituyen por un "TestClock" que avanzan con \
        "await reloj.advance(by:)", o por un "ImmediateClock", y la acción llega al momento. Con \
        "Task.sleep" o un "ContinuousClock()" propio, el efecto espera tiempo real y la acción no \
        llega a tiempo.

        • Si la prueba es tuya y usa un "TestClock", avánzalo lo suficiente antes de este \
        "receive".

        • Si la prueba es tuya y el efecto tarda sin esperar a ningún reloj, pasa un "timeout" \
        explícito a esta aserción.
        """)
  }

  @Test("Con un timeout propio en receive, el consejo es aumentarlo")
  func sinAvanzarConTimeoutPropio() async {
    let problemas = await recogerProblemas {
      let reloj = TestClock()
      let store = TestStore(initialState: Temporizador.State()) { Temporizador() } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.iniciar) { $0.activo = true }
      await store.receive(.tic, timeout: .milliseconds(30)) { $0.segundos = 1 }
      await store.send(.parar) { $0.activo = false }
    }
    #expect(problemas.count == 1)
    let mensaje = problemas.first?.message ?? ""
    #expect(mensaje.contains("No llegó en 0,03 segundos"))
    #expect(
      mensaje.hasSuffix(
        "• Si la prueba es tuya y el efecto tarda sin esperar a ningún reloj, aumenta el "
          + "\"timeout\" de esta aserción."))
  }

  @Test("TestClock.run avanza hasta que no queda ninguna espera")
  func run() async {
    await sinProblemas {
      let reloj = TestClock()
      let store = TestStore(initialState: PruebaEfectos.State()) { PruebaEfectos() } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.concatenar)
      // NB: `run`'s timeout is real time; the default 0,5 s can run out on a loaded machine while the
      // effects are still being scheduled. What this pins is where the clock ends, not how fast.
      await reloj.run(timeout: .seconds(30))
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

  @Test("El reloj sin sustituir en un TestStore avisa y cancela la espera")
  func relojSinSustituir() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: PruebaEfectos.State()) { PruebaEfectos() }
      await store.send(.fusionar)
      await store.receive(.paso("rápido")) { $0.pasos = ["rápido"] }
      await store.finish()
    }
    #expect(problemas.count == 1)
    #expect(problemas.first?.kind == .runtimeWarning)
    #expect(
      problemas.first?.message == """
        Se usó el reloj "continuousClock" en un TestStore sin sustituirlo; la espera se canceló.

        Para arreglarlo, pásale un reloj controlable en "withDependencies:": \
        { $0.continuousClock = ImmediateClock() } para que no espere, o un "TestClock" que \
        avances con "await reloj.advance(by:)".
        """)
  }

  @Test("Un temporizador con el reloj sin sustituir avisa una vez y termina, sin bucles")
  func temporizadorSinReloj() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Temporizador.State()) { Temporizador() }
      await store.send(.iniciar) { $0.activo = true }
      await store.finish()
    }
    #expect(problemas.count == 1)
    #expect(problemas.first?.kind == .runtimeWarning)
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
