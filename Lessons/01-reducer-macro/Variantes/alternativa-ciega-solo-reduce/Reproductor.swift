import ComposableArchitecture

// Ejercicio 4 · Un reducer con `body` y `reduce(into:action:)` a la vez.
//
// Alguien empezó a pasar este reducer de `reduce(into:action:)` a `body` y lo dejó a medias.
// Me quedo con `reduce(into:action:)` (válido hasta TCA 1.24) y borro `body`, pasando aquí todo lo
// que hacía: contar las reproducciones y dar la vuelta a la lista.

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

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .reproducirPulsado:
      state.reproduciendo = true
      state.reproducciones += 1
    case .pausarPulsado:
      state.reproduciendo = false
    case .siguientePulsado:
      guard !state.canciones.isEmpty else { break }
      state.actual = state.actual + 1 == state.canciones.count ? 0 : state.actual + 1
    }
    return .none
  }
}
