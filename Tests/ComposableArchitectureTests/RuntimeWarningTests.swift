import ComposableArchitecture
import Testing

/// Golden texts of the runtime warnings not pinned by their operator's suite.
@MainActor
@Suite("Avisos en tiempo de ejecución: textos")
struct RuntimeWarningTests {
  @Test("Acción de presentación sin destino")
  func presentacionSinDestino() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Lista.State()) { Lista() }
      await store.send(.destino(.presented(.detalle(.incrementar)))) {
        $0.registro = ["padre vio incrementar; cuenta: -1"]
      }
    }
    #expect(problemas.map(\.kind) == [.runtimeWarning])
    #expect(
      problemas.first?.message == """
        Un "ifLet" en "ComposableArchitectureTests/Lista.swift:95" recibió una acción de \
        presentación cuando el estado de destino era "nil".

          Acción:
            Lista.Action.destino(.presented(.detalle(.incrementar)))

        Suele ser un error de lógica de la aplicación. Puede ocurrir por dos motivos:

        • Un reducer padre puso el destino a "nil" antes de que este reducer se ejecutara. Este \
        reducer debe ejecutarse antes que cualquier otro que ponga el destino a "nil".

        • La acción se envió al store mientras el destino era "nil". Las acciones de presentación \
        solo deben enviarse mientras el destino existe, o desde efectos que empezó este reducer.

        Para arreglarlo, revisa el orden de los reducers del "body" y quién envía esta acción.
        """)
  }

  @Test("Acción hija con el estado opcional a nil")
  func hijoANil() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Lista.State()) { Lista() }
      await store.send(.hijo(.terminado))
    }
    #expect(
      problemas.map(\.message) == [
        """
        Un "ifLet" en "ComposableArchitectureTests/Lista.swift:94" recibió una acción hija cuando \
        el estado hijo era "nil".

          Acción:
            Lista.Action.hijo(.terminado)

        Suele ser un error de lógica de la aplicación. Puede ocurrir por tres motivos:

        • Un reducer padre puso el estado hijo a "nil" antes de que este reducer se ejecutara. \
        Este reducer debe ejecutarse antes que cualquier otro que ponga el estado hijo a "nil".

        • Un efecto en curso envió la acción después de que el estado hijo pasara a "nil". \
        Cancela ese efecto antes de poner el estado hijo a "nil".

        • La acción se envió al store mientras el estado hijo era "nil".

        Para arreglarlo, revisa el orden de los reducers del "body" y quién envía esta acción.
        """
      ])
  }
}
