import ComposableArchitecture
import Testing

@MainActor
@Suite("TestStore.assert y TestStore.state")
struct TestStoreAssertTests {
  @Test("state y assert ven el estado tras lo último afirmado, no las acciones recibidas sin afirmar")
  func exhaustivoConRecibidasPendientes() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.send(.encadenar)
      #expect(store.state.cuenta == 0)
      store.assert { $0.cuenta = 1 }
      store.assert { $0.cuenta = 0 }
      await store.receive(.incrementar) { $0.cuenta = 1 }
      #expect(store.state.cuenta == 1)
      store.assert { $0.cuenta = 1 }
    }
    #expect(
      problemas.map(\.message) == [
        """
        El estado no cambió como se esperaba.

              Contador.State(
            −   cuenta: 1,
            +   cuenta: 0,
                cargando: false
              )

        (Esperado: −, Real: +)

        Para arreglarlo, corrige el reducer para que deje el estado esperado (las líneas con "−"); \
        si la prueba es tuya y lo correcto es lo que ocurrió (las líneas con "+"), descríbelo en el \
        cierre final de ese paso (`{ $0.campo = valor }`).
        """
      ])
  }

  @Test("En modo .off, assert tampoco ve lo recibido hasta saltarlo con skipReceivedActions")
  func noExhaustivo() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Contador.State(cuenta: 2)) { Contador() }
      store.exhaustivity = .off
      await store.send(.cargar)
      await store.finish()
      store.assert { $0.cuenta = 20 }
      await store.skipReceivedActions()
      store.assert {
        $0.cuenta = 20
        $0.cargando = false
      }
    }
    #expect(problemas.count == 1)
    #expect(problemas.first?.message.hasPrefix("El estado no cambió como se esperaba.") == true)
  }

  @Test("Dentro del cierre de send y de receive, state es el estado de antes de la acción")
  func estadoDentroDelCierre() async {
    await sinProblemas {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      var vistos: [Int] = []
      await store.send(.fijar(3)) {
        vistos.append(store.state.cuenta)
        $0.cuenta = 3
      }
      await store.send(.cargar) {
        vistos.append(store.state.cuenta)
        $0.cargando = true
      }
      await store.receive(.respuesta(30)) {
        vistos.append(store.state.cuenta)
        $0.cuenta = 30
        $0.cargando = false
      }
      #expect(vistos == [0, 3, 3])
      #expect(store.state.cuenta == 30)
    }
  }
}
