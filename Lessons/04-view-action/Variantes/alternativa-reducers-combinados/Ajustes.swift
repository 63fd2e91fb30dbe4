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
    // Los dos reducers agrupados a mano: el resultado es el mismo que sin `CombineReducers`.
    CombineReducers {
      BindingReducer(action: \.view)
      Reduce { state, action in
        switch action {
        case .view(.binding):
          return .none

        case .view(.guardarPulsado):
          guard !state.nombre.isEmpty, !state.guardando else { return .none }
          state.guardando = true
          return .run { [clock] send in
            try await clock.sleep(for: .seconds(1))
            await send(._internal(.guardadoTerminado))
          }

        case ._internal(.guardadoTerminado):
          state.guardando = false
          return .send(.delegate(.ajustesGuardados(nombre: state.nombre)))

        case .delegate:
          return .none
        }
      }
    }
  }
}
