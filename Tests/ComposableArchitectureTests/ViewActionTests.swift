import ComposableArchitecture
import Testing

@MainActor
@Suite("Acciones de vista")
struct ViewActionTests {
  @Test("send de ViewActionSending envuelve la acción en .view")
  func envuelve() async {
    await sinProblemas {
      let store = Store(initialState: Login.State()) { Login() } withDependencies: {
        $0.authClient.login = { _ in false }
      }
      let vista = LoginView(store: store)
      await vista.send(.binding(.set(\.email, "a@b.c"))).finish()
      #expect(store.email == "a@b.c")
      await vista.send(.submitTapped).finish()
      #expect(store.isLoading == false)
    }
  }
}
