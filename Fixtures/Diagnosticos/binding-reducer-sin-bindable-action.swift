// Prueba real de la entrada `binding-reducer-sin-bindable-action`: `Action` no es `BindableAction`.
import ComposableArchitecture

struct Ajustes: Reducer {
  struct State: Equatable { var nombre = "" }
  enum Action { case guardarPulsado }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { _, _ in .none }
  }
}
