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
    }

    /// Lo que solo llega desde un efecto; la vista no puede fabricarlo.
    enum Internal: Equatable {
      case tickRecibido
    }
  }

  /// Identificador para poder cancelar el temporizador.
  enum CancelID { case temporizador }

  @Dependency(\.continuousClock) var clock

  // Dos reducers, cada uno con su parte de `Action`; los dos ven todas las acciones, en orden.
  var body: some ReducerOf<Self> {
    Reduce(self.internas)
    Reduce(self.gestos)
  }

  private func internas(_ state: inout State, _ action: Action) -> Effect<Action> {
    // Con el temporizador parado no debería llegar ningún tick; si llegara, se ignora.
    guard case ._internal(.tickRecibido) = action, state.temporizadorActivo else { return .none }
    state.cuenta += 1
    return .none
  }

  private func gestos(_ state: inout State, _ action: Action) -> Effect<Action> {
    guard case let .view(gesto) = action else { return .none }
    switch gesto {
    case .incrementarPulsado:
      state.cuenta += 1
    case .decrementarPulsado:
      state.cuenta -= 1
    case .reiniciarPulsado:
      state.cuenta = 0
    case .temporizadorPulsado:
      state.temporizadorActivo.toggle()
      return state.temporizadorActivo ? arrancar() : .cancel(id: CancelID.temporizador)
    }
    return .none
  }

  private func arrancar() -> Effect<Action> {
    .run { send in
      while true {
        try await self.clock.sleep(for: .seconds(1))
        await send(._internal(.tickRecibido))
      }
    }
    .cancellable(id: CancelID.temporizador)
  }
}
