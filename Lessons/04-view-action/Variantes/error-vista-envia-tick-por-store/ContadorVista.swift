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
    // Error: el tick también suma uno, y una función fuera de la vista puede usar `store.send`, que
    // acepta cualquier `Action` (es el límite de `ViewActionSending`, y la revisión del código solo
    // mira dentro de la vista); pero el botón «+» no es un tick del temporizador.
    sumarUno(store)
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

/// Suma uno con el tick interno: fuera de la vista, así que nada la marca.
@MainActor
func sumarUno(_ store: StoreOf<Contador>) {
  store.send(._internal(.tickRecibido))
}
