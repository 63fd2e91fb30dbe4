import ComposableArchitecture
import TallerArnes
@testable import Leccion05

/// Ejercicio 2: el `Scope` por `\.paneles.reloj` lleva las acciones del panel al reloj.
let pruebasTablero: [Prueba] = [
  Prueba("tableroRelojCuenta") {
    let store = TestStore(initialState: Tablero.State()) { Tablero() }
    await store.send(.paneles(.reloj(.tic))) { $0.reloj.segundos = 1 }
    await store.send(.paneles(.reloj(.tic))) { $0.reloj.segundos = 2 }
  },
  Prueba("tableroRelojSeReinicia") {
    let store = TestStore(initialState: Tablero.State(reloj: Reloj.State(segundos: 42))) { Tablero() }
    await store.send(.paneles(.reloj(.reiniciarPulsado))) { $0.reloj.segundos = 0 }
  },
  Prueba("tableroCuentaMovimientos") {
    let store = TestStore(initialState: Tablero.State()) { Tablero() }
    await store.send(.moverPulsado) { $0.movimientos = 1 }
    // Mover no toca el reloj, y el reloj no cuenta movimientos.
    await store.send(.paneles(.reloj(.tic))) { $0.reloj.segundos = 1 }
  },
]
