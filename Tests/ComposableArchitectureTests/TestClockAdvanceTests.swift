import Testing

@testable import ComposableArchitecture

/// Regression tests: one `advance` must deliver every tick it covers, also when the effect does
/// more work between ticks than a fixed number of yields would cover, and also on the path
/// without a serial executor (macOS 14), forced here.
@MainActor
@Suite("TestClock.advance entrega todos los tics que cubre")
struct TestClockAdvanceTests {
  /// Sends `.iniciar(saltos:)`, advances `segundos` in one call and receives one tick per second.
  private func unSoloAdvance(segundos: Int, saltos: Int) async {
    let reloj = TestClock()
    let store = TestStore(initialState: Metronomo.State()) { Metronomo() } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.iniciar(saltos: saltos)) { $0.activo = true }
    await reloj.advance(by: .seconds(segundos))
    for tic in 1...segundos {
      await store.receive(.tic) { $0.tics = tic }
    }
    await store.send(.parar) { $0.activo = false }
  }

  @Test("Un advance de 2 s entrega dos tics (el caso de la lección 4)")
  func dosTics() async {
    await sinProblemas { await unSoloAdvance(segundos: 2, saltos: 0) }
  }

  @Test("Entre tic y tic el efecto puede saltar muchas veces al actor principal")
  func muchosSaltos() async {
    await sinProblemas { await unSoloAdvance(segundos: 3, saltos: 60) }
  }

  @Test("Sin ejecutor serie (macOS 14), un advance de 2 s también entrega dos tics")
  func dosTicsSinEjecutorSerie() async {
    await EffectActivity.$forcesSharedPool.withValue(true) {
      await sinProblemas { await unSoloAdvance(segundos: 2, saltos: 0) }
    }
  }

  @Test("Sin ejecutor serie, con muchos saltos entre tics")
  func muchosSaltosSinEjecutorSerie() async {
    await EffectActivity.$forcesSharedPool.withValue(true) {
      await sinProblemas { await unSoloAdvance(segundos: 3, saltos: 60) }
    }
  }

  /// A concatenation whose second part is a merge: three ticks at 1, 2 and 3 s.
  private func cadena() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Metronomo.State()) { Metronomo() } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.cadena)
    await reloj.advance(by: .seconds(3))
    await store.receive(.tic) { $0.tics = 1 }
    await store.receive(.tic) { $0.tics = 2 }
    await store.receive(.tic) { $0.tics = 3 }
  }

  @Test("Una concatenación con una fusión dentro entrega sus tres tics en un solo advance")
  func concatenacionConFusion() async {
    await sinProblemas { await cadena() }
  }

  @Test("Sin ejecutor serie, la concatenación con fusión también")
  func concatenacionConFusionSinEjecutorSerie() async {
    await EffectActivity.$forcesSharedPool.withValue(true) {
      await sinProblemas { await cadena() }
    }
  }

  /// After its tick, the effect waits on a stream: `advance` must still return.
  private func esperaOtraCosa() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Metronomo.State()) { Metronomo() } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.esperarOtraCosa) { $0.activo = true }
    await reloj.advance(by: .seconds(1))
    await store.receive(.tic) { $0.tics = 1 }
    await store.send(.parar) { $0.activo = false }
  }

  @Test("Un efecto que tras despertar espera otra cosa no deja advance colgado")
  func efectoQueEsperaOtraCosa() async {
    await sinProblemas { await esperaOtraCosa() }
  }

  @Test("Sin ejecutor serie, advance se rinde tras su paciencia y sigue", .timeLimit(.minutes(1)))
  func efectoQueEsperaOtraCosaSinEjecutorSerie() async {
    let inicio = ContinuousClock.now
    await EffectActivity.$forcesSharedPool.withValue(true) {
      await sinProblemas { await esperaOtraCosa() }
    }
    // NB: logical bounds, not a stopwatch (a loaded machine once took 4.19 s against a 4 s bound).
    // Returning at all proves advance gave up: the effect waits forever on something that is not
    // the clock, so an advance that never gives up hangs until the one-minute limit fails the test.
    // Lasting at least its patience proves it gave up by waiting, not by skipping the effect.
    #expect(ContinuousClock.now - inicio >= EffectActivity.patience)
  }
}
