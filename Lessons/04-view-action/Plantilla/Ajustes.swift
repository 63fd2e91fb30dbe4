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
      // TODO: (ejercicio 3) la respuesta del guardado no es un gesto: ya está en `Internal`, y solo la
      // envía el efecto. Con este caso aquí, la vista podría fingir que el guardado terminó. Bórralo.
      case guardadoTerminado
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
    // TODO: añade el reducer que aplica los bindings de `Action.View` y decide en `Reduce`
    // (ver el README, «Ejercicio 3»): guardar con nombre y sin otro guardado en curso marca
    // `guardando`, espera un segundo con `clock` y responde con `._internal(.guardadoTerminado)`;
    // esa respuesta quita `guardando` y avisa al padre con `.delegate(.ajustesGuardados(nombre:))`.
    Reduce { state, action in
      return .none
    }
  }
}
