import ComposableArchitecture
import Observation
import Testing

@MainActor
@Suite("Store")
struct StoreTests {
  @Test("send ejecuta el reducer y las acciones de .send en orden, en el mismo send")
  func sendEnOrden() {
    let store = Store(initialState: Contador.State()) { Contador() }
    store.send(.encadenar)
    #expect(store.cuenta == 1)
    #expect(store.state == Contador.State(cuenta: 1))
  }

  @Test("StoreTask.finish espera a los efectos")
  func finish() async {
    let store = Store(initialState: Contador.State(cuenta: 3)) { Contador() }
    await store.send(.cargar).finish()
    #expect(store.cuenta == 30)
    #expect(store.cargando == false)
  }

  @Test("scope da un store hijo que lee el estado del padre y le envía sus acciones")
  func scope() {
    let store = Store(initialState: PadreConScope.State()) { PadreConScope() }
    let hijo = store.scope(state: \.contador, action: \.contador)
    hijo.send(.incrementar)
    #expect(hijo.cuenta == 1)
    #expect(store.contador.cuenta == 1)
    #expect(store.scope(state: \.contador, action: \.contador) === hijo)
  }

  @Test("scope de estado opcional devuelve nil mientras el hijo no existe")
  func scopeOpcional() {
    let store = Store(initialState: Lista.State()) { Lista() }
    #expect(store.scope(state: \.destino?.detalle, action: \.destino.detalle) == nil)
    store.send(.abrirDetalle)
    let hijo = store.scope(state: \.destino?.detalle, action: \.destino.detalle)
    hijo?.send(.incrementar)
    #expect(hijo?.cuenta == 1)
  }

  @Test("Store es Observable: leer el estado lo registra y un send avisa del cambio")
  func observacion() {
    let store = Store(initialState: Contador.State()) { Contador() }
    let avisado = Sonda()
    withObservationTracking {
      _ = store.cuenta
    } onChange: {
      avisado.anotar("cambió")
    }
    #expect(avisado.registro.isEmpty)
    store.send(.incrementar)
    #expect(avisado.registro == ["cambió"])
  }

  @Test("Un store hijo también se observa a través del padre")
  func observacionHijo() {
    let store = Store(initialState: PadreConScope.State()) { PadreConScope() }
    let hijo = store.scope(state: \.contador, action: \.contador)
    let avisado = Sonda()
    withObservationTracking {
      _ = hijo.cuenta
    } onChange: {
      avisado.anotar("cambió")
    }
    hijo.send(.incrementar)
    #expect(avisado.registro == ["cambió"])
  }
}
