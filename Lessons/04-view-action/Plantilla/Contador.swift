import ComposableArchitecture

// Ejercicio 1: el reducer de un contador cuya Action está partida en `view` e `_internal`.
// En un proyecto real sería `@Reducer struct Contador` (la macro añade `: Reducer`) y su State
// llevaría `@ObservableState`; este taller no necesita ninguna de las dos.

/// Un contador con botones y un temporizador que suma uno cada segundo.
struct Contador: Reducer {
  /// El estado: la cuenta y si el temporizador está en marcha.
  struct State: Equatable {
    var cuenta = 0
    var temporizadorActivo = false
  }

  /// Lo que puede pasar: gestos de la vista (`view`) y sucesos que solo genera el reducer (`_internal`).
  enum Action: Equatable, ViewAction {
    case view(View)
    case _internal(Internal)

    /// Lo único que la vista puede enviar: gestos del usuario.
    enum View: Equatable {
      case incrementarPulsado
      case decrementarPulsado
      case reiniciarPulsado
      case temporizadorPulsado
      // TODO: (ejercicio 1) este caso no es un gesto: el tick lo envía el temporizador y ya vive en
      // `Internal`. Mientras esté aquí, la vista puede fingir ticks (el informe lo marca con ✗ en
      // «Garantías de tipos»). Bórralo y cierra así la puerta de la vista.
      case tickRecibido
    }

    /// Lo que solo llega desde un efecto; la vista no puede fabricarlo.
    enum Internal: Equatable {
      case tickRecibido
    }
  }

  /// Identificador para poder cancelar el temporizador.
  enum CancelID { case temporizador }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      // TODO: decide qué hace cada acción (ver el README, «Ejercicio 1»):
      // - los tres botones cambian `cuenta`;
      // - `temporizadorPulsado` arranca o para un efecto que, con `clock`, envía
      //   `._internal(.tickRecibido)` cada segundo (y que se pueda cancelar con `CancelID`);
      // - cada tick suma uno.
      return .none
    }
  }
}
