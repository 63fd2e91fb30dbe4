import ComposableArchitecture
import TallerArnes
@testable import Leccion04

/// Ejercicio 1: el reducer del contador, probado con `TestStore` (exhaustivo).
var pruebasContador: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("botonesCambianCuenta") {
    let store = TestStore(initialState: Contador.State()) { Contador() }
    await store.send(.view(.incrementarPulsado)) { $0.cuenta = 1 }
    await store.send(.view(.incrementarPulsado)) { $0.cuenta = 2 }
    await store.send(.view(.decrementarPulsado)) { $0.cuenta = 1 }
    await store.send(.view(.decrementarPulsado)) { $0.cuenta = 0 }
    await store.send(.view(.decrementarPulsado)) { $0.cuenta = -1 }
  },

  TallerArnes.Prueba("reiniciarPoneACero") {
    await paso("en-marcha") {
      // El temporizador está en marcha: reiniciar cambia la cuenta y nada más.
      let store = TestStore(initialState: Contador.State(cuenta: 7, temporizadorActivo: true)) {
        Contador()
      }
      await store.send(.view(.reiniciarPulsado)) { $0.cuenta = 0 }
      errorTipico("reiniciar-para-temporizador", si: !store.state.temporizadorActivo)
      await store.send(.view(.reiniciarPulsado))
    }
    await paso("desde-negativo") {
      let negativo = TestStore(initialState: Contador.State(cuenta: -2)) { Contador() }
      await negativo.send(.view(.reiniciarPulsado)) { $0.cuenta = 0 }
    }
  },

  TallerArnes.Prueba("reiniciarNoTocaElTemporizador") {
    // Con el temporizador en marcha de verdad: reiniciar no lo para ni cancela sus ticks.
    let reloj = TestClock()
    let bitacora = BitacoraAcciones<Contador.Action>()
    let store = TestStore(initialState: Contador.State(cuenta: 7)) {
      anotando(en: bitacora, Contador())
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await paso("arrancar") {
      await store.send(.view(.temporizadorPulsado)) { $0.temporizadorActivo = true }
      await reloj.advance(by: .seconds(1))
      await store.receive(._internal(.tickRecibido), timeout: margenTrasAvanzar) { $0.cuenta = 8 }
    }
    // Dos veces: reiniciar con el temporizador en marcha deja la cuenta a 0, y el siguiente tick
    // suma desde ahí.
    for (reiniciar, tick) in [("reiniciar", "tick"), ("reiniciar-otra-vez", "tick-otra-vez")] {
      await paso(reiniciar) {
        await store.send(.view(.reiniciarPulsado)) { $0.cuenta = 0 }
        errorTipico("reiniciar-para-temporizador", si: !store.state.temporizadorActivo)
      }
      await paso(tick) {
        let inicio = bitacora.acciones.count
        await reloj.advance(by: .seconds(1))
        await store.receive(._internal(.tickRecibido), timeout: margenTrasAvanzar) { $0.cuenta = 1 }
        errorTipico(
          "reiniciar-cancela-temporizador",
          si: store.state.temporizadorActivo
            && !bitacora.desde(inicio).contains(._internal(.tickRecibido)))
      }
    }
    await paso("parar") {
      // El temporizador sigue en marcha hasta que la vista lo para: pararlo cancela sus ticks.
      await store.send(.view(.temporizadorPulsado)) { $0.temporizadorActivo = false }
      await reconocerTicksTrasParar(bitacora, reloj: reloj)
    }
  },

  TallerArnes.Prueba("tickInternoSuma") {
    // Los ticks solo llegan con el temporizador en marcha: la prueba parte de ese estado.
    let store = TestStore(initialState: Contador.State(cuenta: 3, temporizadorActivo: true)) {
      Contador()
    }
    await store.send(._internal(.tickRecibido)) { $0.cuenta = 4 }
    await store.send(._internal(.tickRecibido)) { $0.cuenta = 5 }
  },

  TallerArnes.Prueba("temporizadorConReloj") {
    let reloj = TestClock()
    let bitacora = BitacoraAcciones<Contador.Action>()
    let store = TestStore(initialState: Contador.State()) {
      anotando(en: bitacora, Contador())
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await paso("ticks") {
      await store.send(.view(.temporizadorPulsado)) { $0.temporizadorActivo = true }
      await reloj.advance(by: .milliseconds(999))
      await reloj.advance(by: .milliseconds(1))
      await store.receive(._internal(.tickRecibido)) { $0.cuenta = 1 }
      await reloj.advance(by: .seconds(1))
      await store.receive(._internal(.tickRecibido)) { $0.cuenta = 2 }
      await reloj.advance(by: .seconds(1))
      await store.receive(._internal(.tickRecibido)) { $0.cuenta = 3 }
    }
    await paso("parar") {
      await store.send(.view(.temporizadorPulsado)) { $0.temporizadorActivo = false }
      // Parado: por mucho que pase el tiempo, no llega ningún tick más.
      await reconocerTicksTrasParar(bitacora, reloj: reloj, segundos: 5)
    }
  },

  TallerArnes.Prueba("temporizadorSigueAlReloj") {
    let reloj = TestClock()
    let bitacora = BitacoraAcciones<Contador.Action>()
    let store = TestStore(initialState: Contador.State()) {
      anotando(en: bitacora, Contador())
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await paso("tick") {
      await store.send(.view(.temporizadorPulsado)) { $0.temporizadorActivo = true }
      // Un segundo de `clock` y ni uno de tiempo real: el tick tiene que llegar ya.
      let inicio = bitacora.acciones.count
      await reloj.advance(by: .seconds(1))
      await store.receive(._internal(.tickRecibido), timeout: margenTrasAvanzar) { $0.cuenta = 1 }
      if !bitacora.desde(inicio).contains(._internal(.tickRecibido)) {
        let tarde = await llegaEnTiempoReal { bitacora.desde(inicio).contains(._internal(.tickRecibido)) }
        errorTipico("espera-sin-clock", ["accion": "._internal(.tickRecibido)"], si: tarde)
      }
    }
    await paso("parar") {
      await store.send(.view(.temporizadorPulsado)) { $0.temporizadorActivo = false }
      await reconocerTicksTrasParar(bitacora, reloj: reloj)
    }
  },
] }

/// Tras parar el temporizador: avanza el reloj y, si aún llegan ticks, el efecto no se canceló.
@MainActor
private func reconocerTicksTrasParar(
  _ bitacora: BitacoraAcciones<Contador.Action>, reloj: TestClock<Duration>, segundos: Int64 = 2
) async {
  let inicio = bitacora.acciones.count
  await reloj.advance(by: .seconds(segundos))
  let ticks = bitacora.desde(inicio).filter { $0 == ._internal(.tickRecibido) }.count
  esperar(
    ticks == 0,
    "Con el temporizador parado, \(segundos) segundos de `clock` después "
      + (ticks == 1 ? "llegó 1 tick." : "llegaron \(ticks) ticks."))
  errorTipico("parar-no-cancela", si: ticks > 0)
}
