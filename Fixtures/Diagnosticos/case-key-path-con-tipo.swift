// Prueba real de la entrada `case-key-path-con-tipo`: el key path de la acción con el tipo delante.
import ComposableArchitecture

struct Ficha: Reducer {
  struct State: Equatable { var vista = false }
  enum Action { case ver }
  var body: some Reducer<State, Action> { EmptyReducer() }
}

struct Mesa: Reducer {
  struct State: Equatable { var ficha = Ficha.State() }
  enum Action: CasePathable {
    case ficha(Ficha.Action)
    struct AllCasePaths {
      var ficha: AnyCasePath<Action, Ficha.Action> {
        AnyCasePath(embed: { .ficha($0) }, extract: { if case .ficha(let a) = $0 { a } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.ficha, action: \Mesa.Action.ficha) { Ficha() }
  }
}
