import ComposableArchitecture
import Testing

private struct Saludo: Reducer {
  struct State: Equatable { var texto = "" }
  enum Action: Equatable { case saludar, saludarLuego, respuesta(String) }
  @Dependency(\.authClient) var authClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .saludar:
      return .run { send in
        let ok = try await authClient.login("x")
        await send(.respuesta(ok ? "hola" : "adiós"))
      }
    case .saludarLuego:
      return .run { send in
        await Task.yield()
        let ok = try await authClient.login("x")
        await send(.respuesta(ok ? "hola" : "adiós"))
      }
    case let .respuesta(texto):
      state.texto = texto
      return .none
    }
  }
}

@MainActor
@Suite("Dependencias")
struct DependencyTests {
  @Test("withDependencies del TestStore llega al reducer y a sus efectos")
  func testStore() async {
    await sinProblemas {
      let store = TestStore(initialState: Saludo.State()) { Saludo() } withDependencies: {
        $0.authClient.login = { _ in true }
      }
      await store.send(.saludar)
      await store.receive(.respuesta("hola")) { $0.texto = "hola" }
    }
  }

  @Test("Cambiar store.dependencies afecta a los efectos que empiezan después")
  func cambiarDespues() async {
    await sinProblemas {
      let store = TestStore(initialState: Saludo.State()) { Saludo() } withDependencies: {
        $0.authClient.login = { _ in true }
      }
      store.dependencies.authClient.login = { _ in false }
      await store.send(.saludarLuego)
      await store.receive(.respuesta("adiós")) { $0.texto = "adiós" }
    }
  }

  @Test("Sin sustituir, un TestStore usa testValue; un Store, liveValue")
  func valoresPorContexto() async {
    await sinProblemas {
      let store = TestStore(initialState: Saludo.State()) { Saludo() }
      await store.send(.saludar)
      await store.receive(.respuesta("adiós")) { $0.texto = "adiós" }
      let vivo = Store(initialState: Saludo.State()) { Saludo() }
      await vivo.send(.saludar).finish()
      #expect(vivo.texto == "hola")
    }
  }

  @Test("withDependencies y @Dependency fuera de un store")
  func fueraDeStore() async throws {
    let valor = try await withDependencies {
      $0.authClient.login = { nombre in nombre == "ana" }
    } operation: {
      @Dependency(\.authClient) var cliente
      return try await cliente.login("ana")
    }
    #expect(valor)
  }
}

private struct SinPrueba: DependencyKey {
  static let liveValue = SinPrueba(valor: 1)
  var valor: Int
}

extension DependencyValues {
  fileprivate var sinPrueba: SinPrueba {
    get { self[SinPrueba.self] }
    set { self[SinPrueba.self] = newValue }
  }
}

private struct UsaSinPrueba: Reducer {
  struct State: Equatable { var valor = 0 }
  enum Action: Equatable { case leer }
  @Dependency(\.sinPrueba) var sinPrueba
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.valor = sinPrueba.valor
    return .none
  }
}

@MainActor
@Suite("Dependencias sin testValue")
struct DependenciaSinPruebaTests {
  @Test("Usar en un TestStore una dependencia sin testValue es un aviso; sustituirla lo evita")
  func avisa() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: UsaSinPrueba.State()) { UsaSinPrueba() }
      await store.send(.leer) { $0.valor = 1 }
    }
    #expect(problemas.count == 1)
    #expect(
      problemas.first?.message.hasPrefix(
        "La dependencia \"SinPrueba\" no tiene implementación de prueba (\"testValue\"), pero se usó en un TestStore.")
        == true)
    await sinProblemas {
      let store = TestStore(initialState: UsaSinPrueba.State()) { UsaSinPrueba() } withDependencies: {
        $0.sinPrueba.valor = 7
      }
      await store.send(.leer) { $0.valor = 7 }
    }
  }
}

@MainActor
@Suite("Dependencias: cambiar store.dependencies")
struct CambiarDependenciasTests {
  @Test("Cambiar parte de una dependencia sin testValue en store.dependencies no avisa")
  func cambiarParte() async {
    await sinProblemas {
      let store = TestStore(initialState: UsaSinPrueba.State()) { UsaSinPrueba() }
      store.dependencies.sinPrueba.valor = 9
      await store.send(.leer) { $0.valor = 9 }
    }
  }
}
