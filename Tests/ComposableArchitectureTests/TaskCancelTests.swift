import Foundation
import Testing

@_spi(Internals) @testable import ComposableArchitecture

/// `Task.cancel(id:)` and `Effect.actions`, as TCA 1.25.5 defines them (`Effects/Cancellation.swift`,
/// `Internal/EffectActions.swift`).
@MainActor
@Suite("Task.cancel(id:) y Effect.actions")
struct TaskCancelTests {
  private func tienda(_ reloj: TestClock<Duration>, _ sonda: Sonda) -> TestStoreOf<Relevo> {
    TestStore(initialState: Relevo.State()) { Relevo(sonda: sonda) } withDependencies: {
      $0.continuousClock = reloj
    }
  }

  @Test("Un efecto se cancela a sí mismo con Task.cancel(id:) tras el tercer tick")
  func seCancelaASiMismo() async {
    await sinProblemas {
      let reloj = TestClock()
      let store = tienda(reloj, Sonda())
      await store.send(.contar)
      await reloj.advance(by: .seconds(10))
      await store.receive(.tick) { $0.ticks = 1 }
      await store.receive(.tick) { $0.ticks = 2 }
      await store.receive(.tick) { $0.ticks = 3 }
    }
  }

  @Test("Task.cancel(id:) dentro de un efecto cancela otro efecto con ese id")
  func cancelaOtroEfecto() async {
    await sinProblemas {
      let reloj = TestClock()
      let sonda = Sonda()
      let store = tienda(reloj, sonda)
      await store.send(.esperarLargo)
      await store.send(.cortarLargo)
      await store.finish()
      await reloj.advance(by: .seconds(20))
      #expect(sonda.registro == ["largo cancelado"])
    }
  }

  @Test("En un hijo presentado, Task.cancel(id:) cancela el id del hijo y no el del padre")
  func hijoNoCancelaAlPadre() async {
    await sinProblemas {
      let reloj = TestClock()
      let sonda = Sonda()
      let store = tienda(reloj, sonda)
      await store.send(.esperarLargo)
      await store.send(.abrirHijo) { $0.hijo = Hijo.State() }
      await store.send(.hijo(.presented(.esperarYCortar)))
      await reloj.advance(by: .seconds(10))
      await store.receive(.terminado) { $0.terminados = 1 }
      await store.send(.hijo(.dismiss)) { $0.hijo = nil }
      #expect(sonda.registro == ["hijo cancelado"])
    }
  }

  @Test("Fuera de un efecto, Task.cancel(id:) no hace nada ni falla")
  func fueraDeUnEfecto() async {
    await sinProblemas {
      let reloj = TestClock()
      let store = tienda(reloj, Sonda())
      await store.send(.esperarLargo)
      Task.cancel(id: Relevo.CancelID.largo)
      await reloj.advance(by: .seconds(10))
      await store.receive(.terminado) { $0.terminados = 1 }
    }
  }

  @Test("Effect.actions da las acciones de un efecto en orden y termina con él")
  func acciones() async {
    let efecto = Effect<Int>.merge(
      .send(1),
      .run { send in
        await send(2)
        await send(3)
      }
    )
    var recibidas: [Int] = []
    for await n in efecto.actions { recibidas.append(n) }
    #expect(recibidas.sorted() == [1, 2, 3])
    let concatenado = Effect<Int>.concatenate(.run { await $0(1) }, .send(2), .run { await $0(3) })
    var enOrden: [Int] = []
    for await n in concatenado.actions { enOrden.append(n) }
    #expect(enOrden == [1, 2, 3])
    var ninguna: [Int] = []
    for await n in Effect<Int>.none.actions { ninguna.append(n) }
    #expect(ninguna.isEmpty)
  }

  @Test("En Effect.actions, .cancel(id:) cancela el efecto con ese id")
  func accionesConCancelacion() async {
    enum ID { case uno }
    let efecto = Effect<Int>.merge(
      .run { send in
        try await Task.sleep(for: .seconds(30))
        await send(1)
      }
      .cancellable(id: ID.uno),
      .concatenate(.run { await $0(2) }, .cancel(id: ID.uno))
    )
    var recibidas: [Int] = []
    for await n in efecto.actions { recibidas.append(n) }
    #expect(recibidas == [2])
  }

  @Test("Cancelar la iteración de Effect.actions cancela el efecto")
  func cancelarIteracion() async {
    // NB: if cancelling did not reach the effect, the loop would wait 30 s and receive 1.
    let efecto = Effect<Int>.run { send in
      try await Task.sleep(for: .seconds(30))
      await send(1)
    }
    let tarea = Task {
      var recibidas: [Int] = []
      for await n in efecto.actions { recibidas.append(n) }
      return recibidas
    }
    tarea.cancel()
    #expect(await tarea.value == [])
  }
}
