import ComposableArchitecture

// Ejercicio 2: la "vista" del contador. Aquí no hay SwiftUI: cada `Button` de la vista real
// (README, «La vista con la macro») es un método de este struct. En SwiftUI, `View` ya aísla
// la vista en el actor principal; este struct lo pide con `@MainActor`.

/// Los botones del contador, como métodos que envían acciones de vista.
@MainActor
struct ContadorVista {
  let store: StoreOf<Contador>

  // TODO: cada método envía con `send(_:)` el caso de `Contador.Action.View` de su botón.

  /// El botón «+».
  func botonMasPulsado() {
    // TODO: envía la acción de vista que corresponde a este gesto.
  }

  /// El botón «−».
  func botonMenosPulsado() {
    // TODO: envía la acción de vista que corresponde a este gesto.
  }

  /// El botón «Reiniciar».
  func botonReiniciarPulsado() {
    // TODO: envía la acción de vista que corresponde a este gesto.
  }

  /// El botón que arranca o para el temporizador.
  func botonTemporizadorPulsado() {
    // TODO: envía la acción de vista que corresponde a este gesto.
  }
}

// Lo que @ViewAction(for: Contador.self) generaría:
extension ContadorVista: ViewActionSending {}
