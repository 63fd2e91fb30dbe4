import ComposableArchitecture
import Testing

@MainActor
@Suite("_printChanges")
struct PrintChangesTests {
  @Test("Imprime cada acción y el diff del estado a través de la impresora inyectada")
  func imprime() async {
    let salida = Sonda()
    let impresora = _ReducerPrinter<Contador.State, Contador.Action> { accion, antes, despues in
      salida.anotar(
        _ReducerPrinter.changeDescription(action: accion, oldState: antes, newState: despues))
    }
    let store = Store(initialState: Contador.State()) { Contador()._printChanges(impresora) }
    store.send(.incrementar)
    store.send(.fijar(1))
    #expect(
      salida.registro == [
        """
        acción recibida:
          Contador.Action.incrementar
          Contador.State(
        −   cuenta: 0,
        +   cuenta: 1,
            cargando: false
          )
        """,
        """
        acción recibida:
          Contador.Action.fijar(1)
          (sin cambios en el estado)
        """,
      ])
  }
}
