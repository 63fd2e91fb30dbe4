// informe: https://github.com/pointfreeco/swift-composable-architecture/pull/2886
// entrada: send-binding-sin-binding
// Una prueba que envía un binding con el atajo `\.campo`, sin pasar por `\.binding`.
import ComposableArchitecture

struct Alias: Reducer {
  struct State: Equatable { var nombre = "" }
  enum Action: BindableAction, CasePathable {
    case binding(BindingAction<State>)
    struct AllCasePaths {
      var binding: AnyCasePath<Action, BindingAction<State>> {
        AnyCasePath(embed: { .binding($0) }, extract: { if case .binding(let b) = $0 { b } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  var body: some Reducer<State, Action> { BindingReducer() }
}

@MainActor
func probarAlias() async {
  let store = TestStore(initialState: Alias.State()) { Alias() }
  await store.send(\.nombre, "Ana") { $0.nombre = "Ana" }
}
