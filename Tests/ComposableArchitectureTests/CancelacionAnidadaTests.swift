import ComposableArchitecture
import Testing

/// #27.2: a presented child's cancellation ids live under its navigation id, as in TCA 1.17.0–1.25.5
/// (`_CancelID(id:navigationIDPath:)`, `_PresentationReducer`): the same `CancelID` in a parent and
/// its child never collide, and a parent's `.cancel(id:)` still reaches its children.
@MainActor
@Suite("Cancelación con el mismo id en el padre y en el hijo presentado")
struct CancelacionAnidadaTests {
  func store(_ reloj: TestClock<Duration>) -> TestStore<RelojesAnidados.State, RelojesAnidados.Action> {
    TestStore(initialState: RelojesAnidados.State()) { RelojesAnidados() } withDependencies: {
      $0.continuousClock = reloj
    }
  }

  @Test("El hijo empieza su temporizador con cancelInFlight: el del padre sigue; cada uno recibe sus tics")
  func hijoNoCancelaAlPadre() async {
    await sinProblemas {
      let reloj = TestClock()
      let store = store(reloj)
      await store.send(.propio(.empezar))
      await store.send(.abrir) { $0.hijo = Reloj.State() }
      await store.send(.hijo(.presented(.empezar)))
      await reloj.advance(by: .seconds(1))
      await store.receive(\.propio.tic) { $0.propio.tics = 1 }
      await store.receive(\.hijo.presented.tic) { $0.hijo?.tics = 1 }
      // The child stops its own timer only.
      await store.send(.hijo(.presented(.parar)))
      await reloj.advance(by: .seconds(2))
      await store.receive(\.propio.tic) { $0.propio.tics = 2 }
      await store.receive(\.propio.tic) { $0.propio.tics = 3 }
      await store.send(.propio(.parar))
      await store.finish()
    }
  }

  @Test("El padre alcanza a sus hijos: su cancelInFlight y su .cancel(id:) paran también el temporizador del hijo")
  func padreAlcanzaAlHijo() async {
    await sinProblemas {
      let reloj = TestClock()
      let store = store(reloj)
      await store.send(.abrir) { $0.hijo = Reloj.State() }
      await store.send(.hijo(.presented(.empezar)))
      // TCA registers each effect under every prefix of its navigation path, so the parent's
      // `cancelInFlight` with the same id cancels the child's timer too.
      await store.send(.propio(.empezar))
      await reloj.advance(by: .seconds(1))
      await store.receive(\.propio.tic) { $0.propio.tics = 1 }
      await store.send(.hijo(.presented(.empezar)))
      await reloj.advance(by: .seconds(1))
      await store.receive(\.propio.tic) { $0.propio.tics = 2 }
      await store.receive(\.hijo.presented.tic) { $0.hijo?.tics = 1 }
      await store.send(.propio(.parar))
      await reloj.advance(by: .seconds(3))
      await store.finish()
    }
  }
}
