import ComposableArchitecture
import Testing

// The reference feature of tca-api.md §13, with only the macro expansions written by hand:
// `@Reducer` → `: Reducer` / `: CaseReducer`, `@CasePathable` → `AllCasePaths`, `@Presents` →
// `@PresentationState`, `@ViewAction` → an explicit `ViewActionSending` conformance. SwiftUI is
// left out and `AlertState` is replaced by a plain alert case.

struct AuthClient: Sendable {
  var login: @Sendable (String) async throws -> Bool
}

extension AuthClient: DependencyKey {
  static let liveValue = AuthClient(login: { _ in true })
  static let testValue = AuthClient(login: { _ in false })
}

extension DependencyValues {
  var authClient: AuthClient {
    get { self[AuthClient.self] }
    set { self[AuthClient.self] = newValue }
  }
}

struct TwoFactor: Reducer {
  struct State: Equatable { var code = "" }
  enum Action: Equatable { case codeChanged(String) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .codeChanged(code):
        state.code = code
        return .none
      }
    }
  }
}

/// A plain alert, in place of `AlertState`.
struct AlertInfo: Equatable { var title: String }

struct Login: Reducer {
  struct State: Equatable {
    var email = ""
    var isLoading = false
    @PresentationState var destination: Destination.State?
  }
  enum Action: ViewAction {
    case destination(PresentationAction<Destination.Action>)
    case loginResponse(Result<Bool, any Error>)
    case view(View)
    enum View: BindableAction { case binding(BindingAction<State>); case submitTapped }
  }
  enum Destination: CaseReducer {
    enum State: CaseReducerState, Equatable {
      typealias StateReducer = Destination
      case twoFactor(TwoFactor.State)
      case alert(AlertInfo)
    }
    enum Action { case twoFactor(TwoFactor.Action); case alert(Alert) }
    enum Alert: Equatable { case ok }
    static var body: some Reducer<State, Action> {
      Scope(state: \.twoFactor, action: \.twoFactor) { TwoFactor() }
    }
  }
  enum CancelID { case login }
  @Dependency(\.authClient) var authClient

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.binding(\.email)): return .none
      case .view(.binding): return .none
      case .view(.submitTapped):
        state.isLoading = true
        return .run { [email = state.email] send in
          await send(.loginResponse(Result { try await authClient.login(email) }))
        }
        .cancellable(id: CancelID.login, cancelInFlight: true)
      case let .loginResponse(.success(needs2FA)):
        state.isLoading = false
        if needs2FA { state.destination = .twoFactor(TwoFactor.State()) }
        return .none
      case .loginResponse(.failure):
        state.isLoading = false
        state.destination = .alert(AlertInfo(title: "Failed"))
        return .none
      case .destination: return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// The view, without SwiftUI: what `@ViewAction(for: Login.self)` would conform.
@MainActor
struct LoginView {
  let store: StoreOf<Login>
  func submitButtonTapped() { send(.submitTapped) }
}

// Lo que @ViewAction(for: Login.self) generaría:
extension LoginView: ViewActionSending {}

// Lo que @CasePathable generaría:
extension Login.Action: CasePathable {
  struct AllCasePaths {
    var destination: AnyCasePath<Login.Action, PresentationAction<Login.Destination.Action>> {
      AnyCasePath(embed: Login.Action.destination, extract: { if case let .destination(v) = $0 { v } else { nil } })
    }
    var loginResponse: AnyCasePath<Login.Action, Result<Bool, any Error>> {
      AnyCasePath(embed: Login.Action.loginResponse, extract: { if case let .loginResponse(v) = $0 { v } else { nil } })
    }
    var view: AnyCasePath<Login.Action, Login.Action.View> {
      AnyCasePath(embed: Login.Action.view, extract: { if case let .view(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

// Lo que @CasePathable generaría (a mano también en TCA: la macro no llega a enums anidados):
extension Login.Action.View: CasePathable {
  struct AllCasePaths {
    var binding: AnyCasePath<Login.Action.View, BindingAction<Login.State>> {
      AnyCasePath(embed: Login.Action.View.binding, extract: { if case let .binding(v) = $0 { v } else { nil } })
    }
    var submitTapped: AnyCasePath<Login.Action.View, Void> {
      AnyCasePath(embed: { .submitTapped }, extract: { if case .submitTapped = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

// Lo que @Reducer enum Destination generaría:
extension Login.Destination.State: CasePathable {
  struct AllCasePaths {
    var twoFactor: AnyCasePath<Login.Destination.State, TwoFactor.State> {
      AnyCasePath(embed: Login.Destination.State.twoFactor, extract: { if case let .twoFactor(v) = $0 { v } else { nil } })
    }
    var alert: AnyCasePath<Login.Destination.State, AlertInfo> {
      AnyCasePath(embed: Login.Destination.State.alert, extract: { if case let .alert(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Login.Destination.Action: CasePathable {
  struct AllCasePaths {
    var twoFactor: AnyCasePath<Login.Destination.Action, TwoFactor.Action> {
      AnyCasePath(embed: Login.Destination.Action.twoFactor, extract: { if case let .twoFactor(v) = $0 { v } else { nil } })
    }
    var alert: AnyCasePath<Login.Destination.Action, Login.Destination.Alert> {
      AnyCasePath(embed: Login.Destination.Action.alert, extract: { if case let .alert(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension TwoFactor.Action: CasePathable {
  struct AllCasePaths {
    var codeChanged: AnyCasePath<TwoFactor.Action, String> {
      AnyCasePath(embed: TwoFactor.Action.codeChanged, extract: { if case let .codeChanged(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

@MainActor
@Suite("Fidelidad: la feature de referencia de tca-api.md §13")
struct FidelidadTests {
  @Test("El test de referencia pasa tal cual")
  func login() async {
    await sinProblemas {
      let store = TestStore(initialState: Login.State()) { Login() } withDependencies: {
        $0.authClient.login = { _ in false }
      }
      await store.send(\.view.binding.email, "a@b.c") { $0.email = "a@b.c" }
      await store.send(.view(.submitTapped)) { $0.isLoading = true }
      await store.receive(\.loginResponse.success) { $0.isLoading = false }
    }
  }

  @Test("Con doble factor se presenta el destino y sus acciones llegan con \\.destination.twoFactor")
  func dobleFactor() async {
    await sinProblemas {
      let store = TestStore(initialState: Login.State()) { Login() } withDependencies: {
        $0.authClient.login = { _ in true }
      }
      await store.send(.view(.submitTapped)) { $0.isLoading = true }
      await store.receive(\.loginResponse.success) {
        $0.isLoading = false
        $0.destination = .twoFactor(TwoFactor.State())
      }
      await store.send(\.destination.twoFactor.codeChanged, "1234") {
        $0.$destination[case: \.twoFactor]?.code = "1234"
      }
      await store.send(.destination(.dismiss)) { $0.destination = nil }
    }
  }

  @Test("Un error del cliente muestra la alerta")
  func fallo() async {
    struct Caido: Error {}
    await sinProblemas {
      let store = TestStore(initialState: Login.State(email: "x")) { Login() } withDependencies: {
        $0.authClient.login = { _ in throw Caido() }
      }
      await store.send(.view(.submitTapped)) { $0.isLoading = true }
      await store.receive(\.loginResponse.failure) {
        $0.isLoading = false
        $0.destination = .alert(AlertInfo(title: "Failed"))
      }
    }
  }

  @Test("La vista solo envía acciones de vista, y $store.email envía un binding")
  func vista() async {
    await sinProblemas {
      let store = Store(initialState: Login.State()) { Login() } withDependencies: {
        $0.authClient.login = { _ in false }
      }
      store.email = "ana@ejemplo.es"
      #expect(store.email == "ana@ejemplo.es")
      let vista = LoginView(store: store)
      vista.submitButtonTapped()
      #expect(store.isLoading)
    }
  }
}
