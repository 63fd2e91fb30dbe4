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

  // Sin `body`: hasta TCA 1.24 basta con `reduce(into:action:)`.
  // (Desde 1.25, `@Reducer` avisa de que ese método está obsoleto).
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .reproducirPulsado:
      state.reproduciendo = true
      state.reproducciones += 1
    case .pausarPulsado:
      state.reproduciendo = false
    case .siguientePulsado where !state.canciones.isEmpty:
      state.actual = state.actual == state.canciones.count - 1 ? 0 : state.actual + 1
    case .siguientePulsado:
      break
    }
    return .none
  }
}
