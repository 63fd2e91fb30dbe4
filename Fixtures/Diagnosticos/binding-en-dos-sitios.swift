// Prueba real de la entrada `binding-en-dos-sitios`: `binding` está a la vez en `Action` y en `Action.View`.
import ComposableArchitecture

struct Ajustes: Reducer {
  struct State: Equatable { var nombre = "" }
  enum Action: BindableAction, ViewAction {
    case binding(BindingAction<State>)
    case view(View)
    enum View: BindableAction {
      case binding(BindingAction<State>)
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@MainActor
func leerNombre(_ store: StoreOf<Ajustes>) -> String {
  store.nombre
}
