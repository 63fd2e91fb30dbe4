import ComposableArchitecture
import Testing

struct Sesion: Reducer {
  enum State: Equatable {
    case conectado(Contador.State)
    case desconectado
  }

  enum Action: Equatable {
    case conectado(Contador.Action)
    case salir
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .salir { state = .desconectado }
      return .none
    }
    .ifCaseLet(\.conectado, action: \.conectado) { Contador() }
  }
}

extension Sesion.State: CasePathable {
  struct AllCasePaths {
    var conectado: AnyCasePath<Sesion.State, Contador.State> {
      AnyCasePath(embed: Sesion.State.conectado, extract: { if case let .conectado(v) = $0 { v } else { nil } })
    }
    var desconectado: AnyCasePath<Sesion.State, Void> {
      AnyCasePath(embed: { .desconectado }, extract: { if case .desconectado = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Sesion.Action: CasePathable {
  struct AllCasePaths {
    var conectado: AnyCasePath<Sesion.Action, Contador.Action> {
      AnyCasePath(embed: Sesion.Action.conectado, extract: { if case let .conectado(v) = $0 { v } else { nil } })
    }
    var salir: AnyCasePath<Sesion.Action, Void> {
      AnyCasePath(embed: { .salir }, extract: { if case .salir = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

@MainActor
@Suite("ifCaseLet")
struct IfCaseLetTests {
  @Test("El hijo corre mientras el estado está en su caso")
  func enSuCaso() async {
    await sinProblemas {
      let store = TestStore(initialState: Sesion.State.conectado(Contador.State())) { Sesion() }
      await store.send(.conectado(.incrementar)) { $0 = .conectado(Contador.State(cuenta: 1)) }
      await store.send(.conectado(.cargar)) { $0 = .conectado(Contador.State(cuenta: 1, cargando: true)) }
      await store.receive(.conectado(.respuesta(10))) { $0 = .conectado(Contador.State(cuenta: 10)) }
    }
  }

  @Test("En otro caso, la acción hija es un aviso que nombra el ifCaseLet")
  func otroCaso() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Sesion.State.desconectado) { Sesion() }
      await store.send(.conectado(.incrementar))
    }
    #expect(problemas.count == 1)
    #expect(problemas.first?.kind == .runtimeWarning)
    #expect(
      problemas.first?.message.hasPrefix(
        "Un \"ifCaseLet\" en \"ComposableArchitectureTests/IfCaseLetTests.swift:20\" recibió una acción hija cuando el estado estaba en otro caso.")
        == true)
  }
}
