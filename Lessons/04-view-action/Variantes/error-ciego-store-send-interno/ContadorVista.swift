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
    // El tick ya suma uno, así que sirve para el «+».
    store.send(._internal(.tickRecibido))
  }

  /// El botón «−».
  func botonMenosPulsado() {
    send(.decrementarPulsado)
  }

  /// El botón «Reiniciar».
  func botonReiniciarPulsado() {
    send(.reiniciarPulsado)
  }

  /// El botón que arranca o para el temporizador.
  func botonTemporizadorPulsado() {
    send(.temporizadorPulsado)
  }
}

// Lo que @ViewAction(for: Contador.self) generaría:
extension ContadorVista: ViewActionSending {}
