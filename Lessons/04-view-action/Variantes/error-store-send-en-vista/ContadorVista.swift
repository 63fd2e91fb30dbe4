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
    // `store.send(.view(…))` hace lo mismo que `send(…)`, pero por `store.send` la vista podría enviar
    // cualquier acción: con la macro real, TCA avisa, y la revisión del código lo marca.
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

// Lo que @ViewAction(for: Contador.self) generaría:
extension ContadorVista: ViewActionSending {}
