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

  // `reduce(into:action:)` en lugar de `body`: también cumple `Reducer` (en TCA 1.17–1.24, igual;
  // desde 1.25 la macro `@Reducer` avisa y propone pasarlo a `body`).
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .view(gesto):
      switch gesto {
      case .incrementarPulsado: state.cuenta += 1
      case .decrementarPulsado: state.cuenta -= 1
      case .reiniciarPulsado: state.cuenta = 0
      case .temporizadorPulsado:
        if state.temporizadorActivo {
          state.temporizadorActivo = false
          return .cancel(id: CancelID.temporizador)
        }
        state.temporizadorActivo = true
        return .run { [clock] send in
          while !Task.isCancelled {
            try await clock.sleep(for: .seconds(1))
            await send(._internal(.tickRecibido))
          }
        }
        .cancellable(id: CancelID.temporizador, cancelInFlight: true)
      }
      return .none
    case ._internal(.tickRecibido):
      state.cuenta += 1
      return .none
    }
  }
}
