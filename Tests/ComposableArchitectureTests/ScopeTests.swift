import ComposableArchitecture
import Testing

struct PadreConScope: Reducer {
  struct State: Equatable {
    var contador = Contador.State()
    var vista: Vista = .contador(Contador.State())
  }

  enum Vista: Equatable {
    case contador(Contador.State)
    case vacia
  }

  enum Action: Equatable {
    case contador(Contador.Action)
    case vista(Contador.Action)
    case vaciar
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.contador, action: \.contador) { Contador() }
    Scope(state: \.vista, action: \.vista) {
      Scope(state: \.contador, action: \.self) { Contador() }
    }
    Reduce { state, action in
      if action == .vaciar { state.vista = .vacia }
      return .none
    }
  }
}

extension PadreConScope.Vista: CasePathable {
  struct AllCasePaths {
    var contador: AnyCasePath<PadreConScope.Vista, Contador.State> {
      AnyCasePath(embed: PadreConScope.Vista.contador, extract: { if case let .contador(v) = $0 { v } else { nil } })
    }
    var vacia: AnyCasePath<PadreConScope.Vista, Void> {
      AnyCasePath(embed: { .vacia }, extract: { if case .vacia = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PadreConScope.Action: CasePathable {
  struct AllCasePaths {
    var contador: AnyCasePath<PadreConScope.Action, Contador.Action> {
      AnyCasePath(embed: PadreConScope.Action.contador, extract: { if case let .contador(v) = $0 { v } else { nil } })
    }
    var vista: AnyCasePath<PadreConScope.Action, Contador.Action> {
      AnyCasePath(embed: PadreConScope.Action.vista, extract: { if case let .vista(v) = $0 { v } else { nil } })
    }
    var vaciar: AnyCasePath<PadreConScope.Action, Void> {
      AnyCasePath(embed: { .vaciar }, extract: { if case .vaciar = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

@MainActor
@Suite("Scope")
struct ScopeTests {
  @Test("Scope con key path ejecuta el hijo y devuelve sus efectos envueltos")
  func scopeStruct() async {
    await sinProblemas {
      let store = TestStore(initialState: PadreConScope.State()) { PadreConScope() }
      await store.send(.contador(.incrementar)) { $0.contador.cuenta = 1 }
      await store.send(.contador(.cargar)) { $0.contador.cargando = true }
      await store.receive(.contador(.respuesta(10))) {
        $0.contador.cargando = false
        $0.contador.cuenta = 10
      }
    }
  }

  @Test("Scope con case key path ejecuta el hijo mientras el estado está en ese caso")
  func scopeEnum() async {
    await sinProblemas {
      let store = TestStore(initialState: PadreConScope.State()) { PadreConScope() }
      await store.send(.vista(.incrementar)) { $0.vista = .contador(Contador.State(cuenta: 1)) }
    }
  }

  @Test("Scope con case key path avisa si la acción llega con el estado en otro caso")
  func scopeEnumOtroCaso() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: PadreConScope.State()) { PadreConScope() }
      await store.send(.vaciar) { $0.vista = .vacia }
      await store.send(.vista(.incrementar))
    }
    #expect(problemas.count == 1)
    #expect(problemas.first?.kind == .runtimeWarning)
    #expect(problemas.first?.fileID.hasSuffix("ScopeTests.swift") == true)
    #expect(
      problemas.first?.message.hasPrefix(
        "Un \"Scope\" en \"ComposableArchitectureTests/ScopeTests.swift:") == true)
  }
}
