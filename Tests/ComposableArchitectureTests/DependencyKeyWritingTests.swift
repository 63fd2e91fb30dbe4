import ComposableArchitecture
import Testing

/// `Reducer.dependency(_:_:)`, `dependency(_:)` and `transformDependency(_:transform:)`, as in TCA:
/// the change reaches the reducer and its effects, only below the modifier, and the innermost
/// value wins.
private struct Saldo: TestDependencyKey, Sendable, Equatable {
  static let testValue = Saldo(euros: 10)
  var euros: Int
}

extension DependencyValues {
  fileprivate var saldo: Saldo {
    get { self[Saldo.self] }
    set { self[Saldo.self] = newValue }
  }
}

private struct Cartera: Reducer {
  struct State: Equatable { var visto = 0; var enEfecto = 0 }
  enum Action: Equatable { case mirar, respuesta(Int) }
  @Dependency(\.saldo) var saldo

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .mirar:
      state.visto = saldo.euros
      return .run { send in
        await Task.yield()
        await send(.respuesta(saldo.euros))
      }
    case let .respuesta(euros):
      state.enEfecto = euros
      return .none
    }
  }
}

private struct Banco: Reducer {
  struct State: Equatable { var cartera = Cartera.State(); var propio = 0 }
  enum Action: Equatable, CasePathable {
    case cartera(Cartera.Action)
    case contar
    struct AllCasePaths {
      var cartera: AnyCasePath<Action, Cartera.Action> {
        AnyCasePath(embed: { .cartera($0) }, extract: { if case .cartera(let a) = $0 { a } else { nil } })
      }
      var contar: AnyCasePath<Action, Void> {
        AnyCasePath(embed: { .contar }, extract: { if case .contar = $0 { () } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  let hijo: _DependencyKeyWritingReducer<Cartera>
  @Dependency(\.saldo) var saldo

  var body: some Reducer<State, Action> {
    Scope(state: \.cartera, action: \.cartera) { hijo }
    Reduce { state, action in
      if case .contar = action { state.propio = saldo.euros }
      return .none
    }
  }
}

@MainActor
@Suite("Reducer.dependency y transformDependency")
struct DependencyKeyWritingTests {
  @Test("dependency(_:_:) cambia el valor para el reducer y para su efecto, no para el padre")
  func soloDebajo() async {
    let store = TestStore(initialState: Banco.State()) {
      Banco(hijo: Cartera().dependency(\.saldo, Saldo(euros: 40)))
    }
    await store.send(.cartera(.mirar)) { $0.cartera.visto = 40 }
    await store.receive(.cartera(.respuesta(40))) { $0.cartera.enEfecto = 40 }
    await store.send(.contar) { $0.propio = 10 }
  }

  @Test("dependency(_:) por el tipo de la clave, y el valor más interior gana en una cadena")
  func porTipoYEnCadena() async {
    let store = TestStore(initialState: Cartera.State()) {
      Cartera().dependency(Saldo(euros: 7)).dependency(\.saldo, Saldo(euros: 99))
    }
    await store.send(.mirar) { $0.visto = 7 }
    await store.receive(.respuesta(7)) { $0.enEfecto = 7 }
  }

  @Test("transformDependency modifica el valor que ya había, también el del TestStore")
  func transformar() async {
    let store = TestStore(initialState: Cartera.State()) {
      Cartera().transformDependency(\.saldo) { $0.euros *= 3 }
    } withDependencies: {
      $0.saldo = Saldo(euros: 5)
    }
    await store.send(.mirar) { $0.visto = 15 }
    await store.receive(.respuesta(15)) { $0.enEfecto = 15 }
  }
}
