import ComposableArchitecture

// Ejercicio 2: la "vista" del contador. Aquí no hay SwiftUI: cada `Button` de la vista real
// (README, «La vista con la macro») es un método de este struct. En SwiftUI, `View` ya aísla
// la vista en el actor principal; este struct lo pide con `@MainActor`.

/// Los botones del contador, como métodos que envían acciones de vista.
@MainActor
struct ContadorVista {
  let store: StoreOf<Contador>

  /// El botón «+».
  func botonMasPulsado() {
    store.send(.view(.incrementarPulsado))
  }

  /// El botón «−».
  func botonMenosPulsado() {
    store.send(.view(.decrementarPulsado))
  }

  /// El botón «Reiniciar».
  func botonReiniciarPulsado() {
    store.send(.view(.reiniciarPulsado))
  }

  /// El botón que arranca o para el temporizador.
  func botonTemporizadorPulsado() {
    store.send(.view(.temporizadorPulsado))
  }
}

// Sin la conformidad: los casos internos ya no están en `View`, pero la vista sigue enviando con
// `store.send`, que acepta cualquier acción.
