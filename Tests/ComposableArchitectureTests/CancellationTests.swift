import ComposableArchitecture
import Testing

@MainActor
@Suite("Cancelación de efectos")
struct CancellationTests {
  @Test(".cancel(id:) cancela el efecto en curso, que lo ve con Task.isCancelled")
  func cancelar() async {
    await sinProblemas {
      let reloj = TestClock()
      let sonda = Sonda()
      let store = TestStore(initialState: Espera.State()) { Espera(sonda: sonda) } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.empezar("a"))
      await store.send(.cancelar)
      await store.finish()
      #expect(sonda.registro == ["a: cancelada"])
    }
  }

  @Test("cancelInFlight cancela el efecto anterior con el mismo id")
  func cancelInFlight() async {
    await sinProblemas {
      let reloj = TestClock()
      let sonda = Sonda()
      let store = TestStore(initialState: Espera.State()) { Espera(sonda: sonda) } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.empezarUnica("a"))
      await store.send(.empezarUnica("b"))
      await reloj.advance(by: .seconds(5))
      await store.receive(.terminada) { $0.terminadas = 1 }
      #expect(sonda.registro == ["a: cancelada", "b: terminada"])
    }
  }

  @Test("Sin cancelInFlight, dos efectos con el mismo id conviven")
  func sinCancelInFlight() async {
    await sinProblemas {
      let reloj = TestClock()
      let sonda = Sonda()
      let store = TestStore(initialState: Espera.State()) { Espera(sonda: sonda) } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.empezar("a"))
      await store.send(.empezar("b"))
      await reloj.advance(by: .seconds(5))
      await store.receive(.terminada) { $0.terminadas = 1 }
      await store.receive(.terminada) { $0.terminadas = 2 }
      #expect(Set(sonda.registro) == ["a: terminada", "b: terminada"])
    }
  }

  @Test("Los ids de cancelación son de cada store raíz: cancelar en uno no toca al otro")
  func porStoreRaiz() async {
    await sinProblemas {
      let reloj = TestClock()
      let sonda = Sonda()
      let primero = TestStore(initialState: Espera.State()) { Espera(sonda: sonda) } withDependencies: {
        $0.continuousClock = reloj
      }
      let segundo = TestStore(initialState: Espera.State()) { Espera(sonda: sonda) } withDependencies: {
        $0.continuousClock = reloj
      }
      await primero.send(.empezar("primero"))
      await segundo.send(.empezar("segundo"))
      await primero.send(.cancelar)
      await primero.finish()
      #expect(sonda.registro == ["primero: cancelada"])
      await reloj.advance(by: .seconds(5))
      await segundo.receive(.terminada) { $0.terminadas = 1 }
      #expect(sonda.registro == ["primero: cancelada", "segundo: terminada"])
    }
  }

  @Test("Los efectos retienen el store débilmente: al liberarlo se liberan y se cancelan")
  func storeDebil() async {
    let reloj = TestClock()
    let sonda = Sonda()
    weak var debil: Store<Espera.State, Espera.Action>?
    var tarea: StoreTask?
    do {
      let store = Store(initialState: Espera.State()) { Espera(sonda: sonda) } withDependencies: {
        $0.continuousClock = reloj
      }
      debil = store
      tarea = store.send(.empezar("a"))
    }
    #expect(debil == nil)
    await tarea?.finish()
    #expect(sonda.registro == ["a: cancelada"])
  }
}
