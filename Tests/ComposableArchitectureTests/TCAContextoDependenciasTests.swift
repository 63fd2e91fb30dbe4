import ComposableArchitecture
import Testing

/// A dependency whose live and test values differ.
private struct Entorno: DependencyKey {
  static let liveValue = "vivo"
  static let testValue = "prueba"
}

extension DependencyValues {
  fileprivate var entorno: String {
    get { self[Entorno.self] }
    set { self[Entorno.self] = newValue }
  }
}

/// A feature that copies the dependency into its state.
private struct Lector: Reducer {
  struct State: Equatable { var leido = "" }
  enum Action { case leer }

  @Dependency(\.entorno) var entorno

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.leido = entorno
      return .none
    }
  }
}

/// Which values a plain `Store` reads, pinned against swift-dependencies' test context.
@MainActor
@Suite("Dependencias como TCA: contexto de prueba de un Store normal")
struct TCAContextoDependenciasTests {
  /// swift-dependencies (the one TCA 1.17.0–1.25.5 uses), `DependencyValues.context`: inside a
  /// test the default context is `.test`, so even a plain `Store` reads `testValue`. Our hidden
  /// tests run inside the harness's `EndOfTestChecks` scope, which marks the test context. Before
  /// this fix such a store read `liveValue`.
  @Test("Un Store creado dentro de una prueba del arnés usa testValue")
  func storeEnPruebaUsaTestValue() {
    let leido = EndOfTestChecks.$current.withValue(EndOfTestChecks()) {
      let store = Store(initialState: Lector.State()) { Lector() }
      store.send(.leer)
      return store.state.leido
    }
    #expect(leido == "prueba")
  }

  /// Outside a test (no harness scope) a plain `Store` keeps the live values, as in an app.
  @Test("Fuera de una prueba del arnés, un Store usa liveValue")
  func storeFueraDePruebaUsaLiveValue() {
    let store = Store(initialState: Lector.State()) { Lector() }
    store.send(.leer)
    #expect(store.state.leido == "vivo")
  }
}

/// The closure after `send`/`receive`/`assert` sees the store's dependencies, as in TCA (#27.1):
/// TCA's `expectedStateShouldMatch` runs it in `withDependencies { $0 = self.reducer.dependencies }`
/// (TCA 1.x up to 1.25.5). Before the fix, `@Dependency` there read the test's defaults.
@MainActor
@Suite("TestStore: el cierre de la aserción ve las dependencias del store")
struct TCADependenciasEnAsercionTests {
  @Test("send: el valor que el store dio al reducer, con varios valores")
  func enSend() async {
    for valor in ["uno", "dos", "ñandú"] {
      let store = TestStore(initialState: Lector.State()) { Lector() } withDependencies: { $0.entorno = valor }
      var visto: String?
      await store.send(.leer) { state in
        @Dependency(\.entorno) var entorno
        visto = entorno
        state.leido = entorno
      }
      #expect(visto == valor)
    }
  }

  @Test("assert y el cambio de dependencias a mitad de la prueba (store.dependencies)")
  func enAssertYTrasCambiar() async {
    let store = TestStore(initialState: Lector.State()) { Lector() } withDependencies: { $0.entorno = "antes" }
    await store.send(.leer) { $0.leido = "antes" }
    store.dependencies.entorno = "después"
    await store.send(.leer) { state in
      @Dependency(\.entorno) var entorno
      state.leido = entorno
    }
    store.assert { state in
      @Dependency(\.entorno) var entorno
      #expect(entorno == "después")
    }
  }
}
