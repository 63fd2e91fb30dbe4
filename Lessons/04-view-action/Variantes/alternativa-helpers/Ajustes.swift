import ComposableArchitecture

// Ejercicio 3: los dos protocolos juntos. El `binding` vive dentro de `Action.View`.
// Con macros: `@Reducer struct Ajustes`, `@ObservableState` en State y `@CasePathable` en `View`.

/// Un formulario de ajustes que se guarda y avisa al padre cuando termina.
struct Ajustes: Reducer {
  /// Los campos del formulario y si hay un guardado en curso.
  struct State: Equatable {
    var nombre = ""
    var notificaciones = false
    var guardando = false
  }

  /// Ojo: `Action` es `ViewAction`, pero NO `BindableAction`; lo es su `View`.
  enum Action: Equatable, ViewAction {
    case view(View)
    case _internal(Internal)
    case delegate(Delegate)

    /// Lo que envía la vista: escrituras en los campos y el gesto de guardar.
    enum View: Equatable, BindableAction {
      case binding(BindingAction<State>)
      case guardarPulsado
    }

    /// La respuesta del guardado, que solo puede llegar desde el efecto.
    enum Internal: Equatable {
      case guardadoTerminado
    }

    /// Lo que esta feature le cuenta a su padre.
    enum Delegate: Equatable {
      case ajustesGuardados(nombre: String)
    }
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.guardarPulsado) where state.guardando || state.nombre.isEmpty:
        return .none

      case .view(.guardarPulsado):
        state.guardando = true
        // El efecto da la respuesta interna y, justo después, el aviso al padre.
        return .run { [clock, nombre = state.nombre] send in
          try await clock.sleep(for: .seconds(1))
          await send(._internal(.guardadoTerminado))
          await send(.delegate(.ajustesGuardados(nombre: nombre)))
        }

      case ._internal(.guardadoTerminado):
        state.guardando = false
        return .none

      case .view(.binding), .delegate:
        return .none
      }
    }
  }
}
