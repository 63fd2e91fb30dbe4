import ComposableArchitecture
import TallerArnes
@testable import Leccion05

/// Ejercicio 2: el `Scope` por `\.paneles.reloj` lleva las acciones del panel al reloj.
var pruebasTablero: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("tableroRelojCuenta") {
    let store = TestStore(initialState: Tablero.State()) { Tablero() }
    await paso("tic") {
      await store.send(.paneles(.reloj(.tic))) { $0.reloj.segundos = 1 }
      errorTipico("reloj-desconectado", si: store.state.reloj.segundos == 0)
      await store.send(.paneles(.reloj(.tic))) { $0.reloj.segundos = 2 }
    }
  },
  TallerArnes.Prueba("tableroRelojSeReinicia") {
    let store = TestStore(initialState: Tablero.State(reloj: Reloj.State(segundos: 42))) { Tablero() }
    await paso("reiniciar") {
      await store.send(.paneles(.reloj(.reiniciarPulsado))) { $0.reloj.segundos = 0 }
      errorTipico("reloj-desconectado", si: store.state.reloj.segundos == 42)
    }
  },
  TallerArnes.Prueba("tableroCuentaMovimientos") {
    let store = TestStore(initialState: Tablero.State()) { Tablero() }
    await paso("mover-y-tic") {
      // Mover no toca el reloj, y el reloj no cuenta movimientos.
      await store.send(.moverPulsado) { $0.movimientos = 1 }
      await store.send(.paneles(.reloj(.tic))) { $0.reloj.segundos = 1 }
      errorTipico("reloj-desconectado", si: store.state.reloj.segundos == 0)
    }
  },
] }
