import ComposableArchitecture

// Ejercicio 2: la "vista" del contador. Aquí no hay SwiftUI: cada `Button` de la vista real
// (README, «La vista con la macro») es un método de este struct. En SwiftUI, `View` ya aísla
// la vista en el actor principal; este struct lo pide con `@MainActor`.

/// Los botones del contador, como métodos que envían acciones de vista.
@MainActor
struct ContadorVista {
  let store: StoreOf<Contador>

  // Cada botón envía su gesto con el `send(_:)` de `ViewActionSending`, que solo acepta
  // `Contador.Action.View` y lo envuelve en `.view(…)`.

  /// El botón «+».
  func botonMasPulsado() { send(Contador.Action.View.incrementarPulsado) }

  /// El botón «−».
  func botonMenosPulsado() { send(Contador.Action.View.decrementarPulsado) }

  /// El botón «Reiniciar».
  func botonReiniciarPulsado() { send(Contador.Action.View.reiniciarPulsado) }

  /// El botón que arranca o para el temporizador.
  func botonTemporizadorPulsado() { send(Contador.Action.View.temporizadorPulsado) }
}

// Lo que @ViewAction(for: Contador.self) generaría:
extension ContadorVista: ViewActionSending {}
