// Prueba real de la entrada `binding-reducer-ruta-al-binding`: `BindingReducer(action:)` con el caso `binding`.
import ComposableArchitecture

struct Perfil: Reducer {
  struct State: Equatable { var alias = "" }
  enum Action: BindableAction, CasePathable {
    case binding(BindingAction<State>)
    struct AllCasePaths {
      var binding: AnyCasePath<Action, BindingAction<State>> {
        AnyCasePath(embed: { .binding($0) }, extract: { if case .binding(let b) = $0 { b } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  var body: some Reducer<State, Action> {
    BindingReducer(action: \.binding)
  }
}
