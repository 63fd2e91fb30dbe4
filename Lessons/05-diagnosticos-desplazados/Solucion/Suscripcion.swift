import ComposableArchitecture

// Ejercicio 6 · Un protocolo al que le falta su pieza.
// En un proyecto real: `@Reducer struct Suscripcion` con `@ObservableState struct State`.

/// El formulario para suscribirse a un boletín: un correo, una casilla y un botón.
struct Suscripcion: Reducer {
  struct State: Equatable {
    var correo = ""
    var quiereNovedades = false
    /// Si el último intento de confirmar llevaba un correo válido (con `@`).
    var confirmada = false
  }

  /// Los campos se editan con bindings; confirmar es un gesto con lógica.
  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
    case confirmarPulsado
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .confirmarPulsado = action {
        state.confirmada = state.correo.contains("@")
      }
      return .none
    }
  }
}
