import ComposableArchitecture
import Testing

/// swift-custom-dump 1.6.0 prints a container with one plain child on one line
/// (`Mirror.isSingleValueContainer`), so TCA 1.25.5's failure for a one-field state is
/// `− State(count: 0)` / `+ State(count: 1)` (`TestStoreFailureTests.testStateChangeFailure`).
@Suite("Volcado en una línea de los structs de un solo campo simple")
struct DumpUnaLineaTests {
  struct Cuenta: Equatable { var count = 0 }
  struct Nombre: Equatable { var nombre = "Ana" }
  struct Marca: Equatable { var fase: Fase = .inicio }
  enum Fase: Equatable { case inicio, fin }
  struct Envoltorio: Equatable { var cuenta = Cuenta() }
  struct Lista: Equatable { var elementos: [Int] = [] }

  @Test("Un campo con un número, una cadena o un caso sin carga va en una línea")
  func unaLinea() {
    #expect(String(customDumping: Cuenta(count: 3)) == "DumpUnaLineaTests.Cuenta(count: 3)")
    #expect(String(customDumping: Nombre()) == "DumpUnaLineaTests.Nombre(nombre: \"Ana\")")
    #expect(String(customDumping: Marca()) == "DumpUnaLineaTests.Marca(fase: .inicio)")
    #expect(String(customDumping: Lista()) == "DumpUnaLineaTests.Lista(elementos: [])")
  }

  @Test("Un campo que a su vez tiene campos, o una lista con elementos, sigue en varias líneas")
  func variasLineas() {
    #expect(
      String(customDumping: Envoltorio()) == """
        DumpUnaLineaTests.Envoltorio(
          cuenta: DumpUnaLineaTests.Cuenta(count: 0)
        )
        """)
    #expect(
      String(customDumping: Lista(elementos: [1])) == """
        DumpUnaLineaTests.Lista(
          elementos: [
            [0]: 1
          ]
        )
        """)
  }

  @Test("El diff de un estado de un campo son dos líneas, como en TCA")
  func diffDeUnCampo() {
    #expect(
      diff(Cuenta(count: 0), Cuenta(count: 1)) == """
        − DumpUnaLineaTests.Cuenta(count: 0)
        + DumpUnaLineaTests.Cuenta(count: 1)
        """)
    #expect(
      diff(Envoltorio(), Envoltorio(cuenta: Cuenta(count: 2))) == """
          DumpUnaLineaTests.Envoltorio(
        −   cuenta: DumpUnaLineaTests.Cuenta(count: 0)
        +   cuenta: DumpUnaLineaTests.Cuenta(count: 2)
          )
        """)
  }

  @MainActor
  @Test("El fallo del TestStore por un estado de un campo muestra las dos líneas")
  func falloDelTestStore() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Cuenta()) {
        Reduce<Cuenta, Void> { state, _ in
          state.count += 1
          return .none
        }
      }
      await store.send(()) { $0.count = 0 }
    }
    #expect(problemas.count == 1)
    #expect(
      problemas.first?.message.contains(
        "    − DumpUnaLineaTests.Cuenta(count: 0)\n    + DumpUnaLineaTests.Cuenta(count: 1)\n") == true,
      "\(problemas.map(\.message))")
  }
}
