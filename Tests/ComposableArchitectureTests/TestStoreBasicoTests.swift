import ComposableArchitecture
import Testing

@MainActor
@Suite("TestStore: lo básico")
struct TestStoreBasicoTests {
  @Test("send aplica la acción y compara con el estado esperado")
  func sendSincrono() async {
    await sinProblemas {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.send(.incrementar) { $0.cuenta = 1 }
      await store.send(\.fijar, 7) { $0.cuenta = 7 }
      await store.send(\.decrementar) { $0.cuenta = 6 }
    }
  }

  @Test("Las acciones de un efecto run se reciben con receive")
  func recibeDeEfecto() async {
    await sinProblemas {
      let store = TestStore(initialState: Contador.State(cuenta: 2)) { Contador() }
      await store.send(.cargar) { $0.cargando = true }
      await store.receive(.respuesta(20)) {
        $0.cargando = false
        $0.cuenta = 20
      }
    }
  }

  @Test("Las acciones de .send van a la cola de recibidas y se comparan por separado")
  func sendEfectoVaARecibidas() async {
    await sinProblemas {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.send(.encadenar)
      await store.receive(\.incrementar) { $0.cuenta = 1 }
    }
  }

  @Test("Un cambio de estado sin afirmar es un fallo")
  func cambioSinAfirmar() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.send(.incrementar)
    }
    #expect(problemas.count == 1)
    #expect(problemas.first?.kind == .failure)
    #expect(problemas.first?.message.hasPrefix("El estado no debía cambiar tras enviar Contador.Action.incrementar, pero cambió.") == true)
  }
}
