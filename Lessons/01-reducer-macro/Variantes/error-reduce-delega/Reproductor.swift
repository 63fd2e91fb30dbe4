import ComposableArchitecture

// Ejercicio 4 · Un reducer con `body` y `reduce(into:action:)` a la vez.
//
// Alguien empezó a pasar este reducer de `reduce(into:action:)` a `body` y lo dejó a medias.

/// Un reproductor de música que, al pasar de la última canción, vuelve a la primera.
struct Reproductor: Reducer {
  /// Lo que la pantalla del reproductor muestra.
  struct State: Equatable {
    /// Títulos de la lista de reproducción.
    var canciones: [String] = []
    /// Índice en `canciones` de la canción actual.
    var actual = 0
    /// `true` mientras suena música.
    var reproduciendo = false
    /// Cuántas veces se ha pulsado reproducir.
    var reproducciones = 0
  }

  /// Los botones del reproductor.
  enum Action: Equatable {
    case reproducirPulsado
    case pausarPulsado
    case siguientePulsado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .reproducirPulsado:
        state.reproduciendo = true
        state.reproducciones += 1
        return .none
      case .pausarPulsado:
        state.reproduciendo = false
        return .none
      case .siguientePulsado:
        if state.canciones.indices.contains(state.actual + 1) {
          state.actual += 1
        } else if !state.canciones.isEmpty {
          state.actual = 0
        }
        return .none
      }
    }
  }

  // Se queda `reduce(into:action:)`, pero ahora solo delega en `body` (lo mismo que hace la
  // implementación por defecto de TCA ≤ 1.24). Las pruebas pasan, pero con `@Reducer` 1.4–1.24 esto
  // no compila: la macro rechaza `reduce` en un reducer con `body`, haga lo que haga.
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}
