// Prueba real de la entrada `bindable-action-sin-binding` (lección 5): `Action` declara
// `BindableAction` pero le falta `case binding(BindingAction<State>)`.
import ComposableArchitecture

struct Perfil: Reducer {
  struct State: Equatable {
    var apodo = ""
  }

  enum Action: BindableAction {
    case guardarPulsado
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { _, _ in .none }
  }
}
