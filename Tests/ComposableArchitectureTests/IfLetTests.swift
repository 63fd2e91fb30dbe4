import ComposableArchitecture
import Testing

@MainActor
@Suite("ifLet con estado opcional")
struct IfLetTests {
  @Test("El hijo corre mientras su estado existe")
  func hijoPresente() async {
    await sinProblemas {
      let store = TestStore(initialState: Lista.State()) { Lista() }
      await store.send(.abrirHijo) { $0.hijo = Detalle.State() }
      await store.send(.hijo(.incrementar)) { $0.hijo?.cuenta = 1 }
      await store.send(.cerrarHijo) { $0.hijo = nil }
    }
  }

  @Test("Una acción hija con el estado a nil es un aviso que nombra el ifLet")
  func hijoAusente() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Lista.State()) { Lista() }
      await store.send(.hijo(.incrementar))
    }
    #expect(problemas.count == 1)
    #expect(problemas.first?.kind == .runtimeWarning)
    #expect(problemas.first?.fileID == "ComposableArchitectureTests/Lista.swift")
    #expect(problemas.first?.line == Lista.lineaIfLetHijo)
    #expect(
      problemas.first?.message.hasPrefix(
        "Un \"ifLet\" en \"ComposableArchitectureTests/Lista.swift:\(Lista.lineaIfLetHijo)\" recibió una acción hija cuando el estado hijo era \"nil\".")
        == true)
  }

  @Test("Al poner el hijo a nil se cancelan sus efectos (lo ve Task.isCancelled)")
  func cancelaAlCerrar() async {
    await sinProblemas {
      let reloj = TestClock()
      let sonda = Sonda()
      let store = TestStore(initialState: Lista.State()) { Lista() } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.abrirHijo) { $0.hijo = Detalle.State() }
      await store.send(.hijo(.esperar(sonda)))
      await store.send(.cerrarHijo) { $0.hijo = nil }
      await reloj.advance(by: .seconds(20))
      await store.finish()
      #expect(sonda.registro == ["cancelado"])
    }
  }
}
