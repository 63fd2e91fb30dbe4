import ComposableArchitecture
import TallerArnes
@testable import Leccion04

/// Ejercicio 1: el reducer del contador, probado con `TestStore` (exhaustivo).
let pruebasContador: [Prueba] = [
  Prueba("botonesCambianCuenta") {
    let store = TestStore(initialState: Contador.State()) { Contador() }
    await store.send(.view(.incrementarPulsado)) { $0.cuenta = 1 }
    await store.send(.view(.incrementarPulsado)) { $0.cuenta = 2 }
    await store.send(.view(.decrementarPulsado)) { $0.cuenta = 1 }
    await store.send(.view(.decrementarPulsado)) { $0.cuenta = 0 }
    await store.send(.view(.decrementarPulsado)) { $0.cuenta = -1 }
  },

  Prueba("reiniciarPoneACero") {
    // El temporizador está en marcha: reiniciar cambia la cuenta y nada más.
    let store = TestStore(initialState: Contador.State(cuenta: 7, temporizadorActivo: true)) {
      Contador()
    }
    await store.send(.view(.reiniciarPulsado)) { $0.cuenta = 0 }
    await store.send(.view(.reiniciarPulsado))
    // También desde una cuenta por debajo de cero.
    let negativo = TestStore(initialState: Contador.State(cuenta: -2)) { Contador() }
    await negativo.send(.view(.reiniciarPulsado)) { $0.cuenta = 0 }
  },

  Prueba("reiniciarNoTocaElTemporizador") {
    // Con el temporizador en marcha de verdad: reiniciar no lo para ni cancela sus ticks.
    let reloj = TestClock()
    let store = TestStore(initialState: Contador.State(cuenta: 7)) {
      Contador()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.view(.temporizadorPulsado)) { $0.temporizadorActivo = true }
    await store.send(.view(.reiniciarPulsado)) { $0.cuenta = 0 }
    await reloj.advance(by: .seconds(1))
    await store.receive(._internal(.tickRecibido), timeout: margenTrasAvanzar) { $0.cuenta = 1 }
    await store.send(.view(.reiniciarPulsado)) { $0.cuenta = 0 }
    await reloj.advance(by: .seconds(1))
    await store.receive(._internal(.tickRecibido), timeout: margenTrasAvanzar) { $0.cuenta = 1 }
    // El temporizador sigue en marcha hasta que la vista lo para: pararlo cancela sus ticks.
    await store.send(.view(.temporizadorPulsado)) { $0.temporizadorActivo = false }
  },

  Prueba("tickInternoSuma") {
    // Los ticks solo llegan con el temporizador en marcha: la prueba parte de ese estado.
    let store = TestStore(initialState: Contador.State(cuenta: 3, temporizadorActivo: true)) {
      Contador()
    }
    await store.send(._internal(.tickRecibido)) { $0.cuenta = 4 }
    await store.send(._internal(.tickRecibido)) { $0.cuenta = 5 }
  },

  Prueba("temporizadorConReloj") {
    let reloj = TestClock()
    let store = TestStore(initialState: Contador.State()) {
      Contador()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.view(.temporizadorPulsado)) { $0.temporizadorActivo = true }
    await reloj.advance(by: .milliseconds(999))
    await reloj.advance(by: .milliseconds(1))
    await store.receive(._internal(.tickRecibido)) { $0.cuenta = 1 }
    await reloj.advance(by: .seconds(1))
    await store.receive(._internal(.tickRecibido)) { $0.cuenta = 2 }
    await reloj.advance(by: .seconds(1))
    await store.receive(._internal(.tickRecibido)) { $0.cuenta = 3 }
    await store.send(.view(.temporizadorPulsado)) { $0.temporizadorActivo = false }
    // Parado: por mucho que pase el tiempo, no llega ningún tick más.
    await reloj.advance(by: .seconds(5))
  },

  Prueba("temporizadorSigueAlReloj") {
    let reloj = TestClock()
    let store = TestStore(initialState: Contador.State()) {
      Contador()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.view(.temporizadorPulsado)) { $0.temporizadorActivo = true }
    // Un segundo de `clock` y ni uno de tiempo real: el tick tiene que llegar ya.
    await reloj.advance(by: .seconds(1))
    await store.receive(._internal(.tickRecibido), timeout: margenTrasAvanzar) { $0.cuenta = 1 }
    await store.send(.view(.temporizadorPulsado)) { $0.temporizadorActivo = false }
  },
]
