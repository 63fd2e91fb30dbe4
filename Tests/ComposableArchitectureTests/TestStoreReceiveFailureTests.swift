import ComposableArchitecture
import Testing

/// Golden texts of the `TestStore.receive` failures: wrong action, case, value, or none at all.
@MainActor
@Suite("TestStore: textos de los fallos de receive")
struct TestStoreReceiveFailureTests {
  @Test("Se recibió una acción distinta de la esperada")
  func accionInesperada() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Contador.State(cuenta: 1)) { Contador() }
      await store.send(.cargar) { $0.cargando = true }
      await store.receive(.respuesta(99))
    }
    #expect(
      problemas.map(\.message) == [
        """
        Se recibió una acción inesperada:

            − Contador.Action.respuesta(99)
            + Contador.Action.respuesta(10)

        (Esperado: −, Recibido: +)

        Para arreglarlo, corrige el efecto que envía la acción; si la prueba es tuya, comprueba las \
        acciones en el orden en que llegan.
        """
      ])
  }

  @Test("Recibir por case key path una acción de otro caso")
  func otroCaso() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.send(.encadenar)
      await store.receive(\.respuesta)
    }
    #expect(
      problemas.map(\.message) == [
        """
        Se recibió una acción del caso "\\.incrementar"; se esperaba una del caso "\\.respuesta":

            Contador.Action.incrementar

        Para arreglarlo, corrige el efecto que envía la acción y, si escribiste a mano los case \
        key paths ("AllCasePaths"), comprueba que el de este caso extraiga solo su caso. Si la \
        prueba es tuya, comprueba las acciones en el orden en que llegan.
        """
      ])
  }

  @Test("Recibir por case key path y valor con otro valor")
  func otroValor() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Contador.State(cuenta: 1)) { Contador() }
      await store.send(.cargar) { $0.cargando = true }
      await store.receive(\.respuesta, 11)
    }
    #expect(
      problemas.map(\.message) == [
        """
        Se recibió una acción del caso "\\.respuesta", pero con otro valor.

            − 11
            + 10

        (Esperado: −, Recibido: +)

        Para arreglarlo, corrige el efecto que envía la acción; si la prueba es tuya y el valor \
        recibido es el correcto, corrige el que esperas.
        """
      ])
  }

  @Test("Esperar una acción que nunca llegará porque no hay efectos")
  func sinEfectos() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.receive(\.respuesta)
    }
    #expect(
      problemas.map(\.message) == [
        """
        Se esperaba recibir una acción del caso "\\.respuesta", pero no llegó.

        No hay efectos en curso que puedan enviarla. ¿Se canceló el efecto que debía enviarla, o \
        el reducer no devolvió ese efecto?
        """
      ])
  }
}
