import ComposableArchitecture
import TallerArnes
@testable import Leccion01

/// Ejercicio 1: el contador escrito con la ceremonia completa.
let pruebasContador: [Prueba] = [
  Prueba("contadorSumaYResta") {
    let store = TestStore(initialState: Contador.State()) { Contador() }
    await store.send(.incrementarPulsado) { $0.cuenta = 1 }
    await store.send(.incrementarPulsado) { $0.cuenta = 2 }
    await store.send(.decrementarPulsado) { $0.cuenta = 1 }
    await store.send(.decrementarPulsado) { $0.cuenta = 0 }
    await store.send(.decrementarPulsado) { $0.cuenta = -1 }
    // Restó de 2 a 1 y de 1 a 0, pero de 0 no bajó: un tope en cero.
    errorTipico("decremento-con-tope", si: store.state.cuenta == 0)
  },
  Prueba("contadorVuelveACero") {
    let store = TestStore(initialState: Contador.State(cuenta: 7)) { Contador() }
    await store.send(.reiniciarPulsado) { $0.cuenta = 0 }
    await store.send(.incrementarPulsado) { $0.cuenta = 1 }
    await store.send(.reiniciarPulsado) { $0.cuenta = 0 }

    // También desde una cuenta por debajo de cero.
    let negativo = TestStore(initialState: Contador.State(cuenta: -3)) { Contador() }
    await negativo.send(.reiniciarPulsado) { $0.cuenta = 0 }
  },
]
