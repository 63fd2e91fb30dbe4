import ComposableArchitecture
import Testing

/// Appends a mark to the state and returns an effect that sends `siguiente`, if any.
private struct Marca: Reducer {
  let texto: String
  var siguiente: Registro.Action?

  func reduce(into state: inout Registro.State, action: Registro.Action) -> Effect<Registro.Action> {
    guard action == .ir else { return .none }
    state.marcas.append(texto)
    return siguiente.map { .send($0) } ?? .none
  }
}

private enum Registro {
  struct State: Equatable { var marcas: [String] = [] }
  enum Action: Equatable { case ir, a, b }
}

private struct Compuesto: Reducer {
  typealias State = Registro.State
  typealias Action = Registro.Action
  var conOpcional: Bool
  var primeraRama: Bool
  var repeticiones: Int

  var body: some ReducerOf<Self> {
    Marca(texto: "uno", siguiente: .a)
    if conOpcional {
      Marca(texto: "opcional")
    }
    if primeraRama {
      Marca(texto: "rama 1")
    } else {
      Marca(texto: "rama 2", siguiente: .b)
    }
    for indice in 0..<repeticiones {
      Marca(texto: "vuelta \(indice)")
    }
    CombineReducers {
      Marca(texto: "combinado")
      EmptyReducer()
    }
  }
}

@MainActor
@Suite("ReducerBuilder y reducers básicos")
struct ReducerBuilderTests {
  @Test("Los reducers corren de arriba abajo sobre el mismo estado y sus efectos se fusionan")
  func secuencia() async {
    await sinProblemas {
      let store = TestStore(initialState: Registro.State()) {
        Compuesto(conOpcional: true, primeraRama: false, repeticiones: 2)
      }
      await store.send(.ir) {
        $0.marcas = ["uno", "opcional", "rama 2", "vuelta 0", "vuelta 1", "combinado"]
      }
      await store.receive(.a)
      await store.receive(.b)
    }
  }

  @Test("if sin else y la primera rama de un if/else")
  func opcionalYRama() async {
    await sinProblemas {
      let store = TestStore(initialState: Registro.State()) {
        Compuesto(conOpcional: false, primeraRama: true, repeticiones: 0)
      }
      await store.send(.ir) { $0.marcas = ["uno", "rama 1", "combinado"] }
      await store.receive(.a)
    }
  }

  @Test("Reduce puede envolver otro reducer, y EmptyReducer no hace nada")
  func reduceYVacio() {
    var estado = Contador.State()
    let envuelto = Reduce(Contador())
    _ = envuelto.reduce(into: &estado, action: .incrementar)
    #expect(estado.cuenta == 1)
    let efecto = EmptyReducer<Contador.State, Contador.Action>().reduce(into: &estado, action: .incrementar)
    #expect(estado.cuenta == 1)
    _ = efecto
  }

  @Test("Un reducer existencial se borra con Reduce dentro del builder")
  func existencial() {
    let combinado = ConExistencial(interno: Contador())
    var estado = Contador.State()
    _ = combinado.reduce(into: &estado, action: .fijar(8))
    #expect(estado.cuenta == 8)
  }
}

private struct ConExistencial: Reducer {
  typealias State = Contador.State
  typealias Action = Contador.Action
  let interno: any Reducer<State, Action>

  var body: some ReducerOf<Self> {
    interno
    EmptyReducer()
  }
}
