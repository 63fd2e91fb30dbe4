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

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.incrementarPulsado):
        state.cuenta += 1
      case .view(.decrementarPulsado):
        state.cuenta -= 1
      case .view(.reiniciarPulsado):
        state.cuenta = 0
      case .view(.temporizadorPulsado):
        state.temporizadorActivo.toggle()
        return state.temporizadorActivo ? temporizador() : .cancel(id: CancelID.temporizador)
      case ._internal(.tickRecibido):
        state.cuenta += 1
      }
      return .none
    }
  }

  /// El efecto del temporizador: un tick por cada segundo de `clock`, hasta que lo cancelen.
  private func temporizador() -> Effect<Action> {
    .run { send in
      while !Task.isCancelled {
        try await Task.sleep(for: .seconds(1))
        await send(._internal(.tickRecibido))
      }
    }
    .cancellable(id: CancelID.temporizador, cancelInFlight: true)
  }
}
