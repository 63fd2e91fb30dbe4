import ComposableArchitecture
import TallerArnes
@testable import Leccion04

/// Ejercicio 2: se pulsa cada "botón" de la vista y se mira el estado del store.
let pruebasContadorVista: [Prueba] = [
  Prueba("vistaMasYMenos") {
    let store = Store(initialState: Contador.State()) { Contador() }
    let vista = ContadorVista(store: store)
    vista.botonMasPulsado()
    vista.botonMasPulsado()
    esperarIgual(store.cuenta, 2, "Tras pulsar «+» dos veces, la cuenta debería ser 2.")
    vista.botonMenosPulsado()
    esperarIgual(store.cuenta, 1, "Tras pulsar «+», «+» y «−», la cuenta debería ser 1.")
  },

  Prueba("vistaReiniciarYTemporizador") {
    let store = Store(initialState: Contador.State(cuenta: 4)) {
      Contador()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    let vista = ContadorVista(store: store)
    vista.botonReiniciarPulsado()
    esperarIgual(store.cuenta, 0, "Tras pulsar «Reiniciar», la cuenta debería ser 0.")
    vista.botonTemporizadorPulsado()
    esperarIgual(store.temporizadorActivo, true, "Tras pulsar el temporizador, debería estar activo.")
    vista.botonTemporizadorPulsado()
    esperarIgual(store.temporizadorActivo, false, "Al pulsarlo otra vez, debería pararse.")
  },
]
