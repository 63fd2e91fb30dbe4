import ComposableArchitecture

// Ejercicio 4 · Un reducer con `body` y `reduce(into:action:)` a la vez.
//
// Alguien empezó a pasar este reducer de `reduce(into:action:)` a `body` y lo dejó a medias.
// Ya está terminada la migración: solo queda `body` (con `reduce` a la vez, el store ejecutaba
// `reduce` y `body` era código muerto).

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
        guard !state.canciones.isEmpty else { return .none }
        state.actual = (state.actual + 1) % state.canciones.count
        return .none
      }
    }
  }
}
