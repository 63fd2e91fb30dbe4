import ComposableArchitecture
import TallerArnes
@testable import Leccion04

/// Ejercicio 2: se pulsa cada "botón" de la vista y se mira el estado del store.
///
/// El store usa un reducer de prueba (`storeDeContador`), no el del ejercicio 1: si la vista es
/// correcta, estas pruebas pasan aunque el reducer aún no lo sea.
let pruebasContadorVista: [Prueba] = [
  Prueba("vistaMasYMenos") {
    let bitacora = Bitacora()
    let store = storeDeContador(Contador.State(), bitacora: bitacora)
    let vista = ContadorVista(store: store)
    vista.botonMasPulsado()
    vista.botonMasPulsado()
    guard estadoCoincide(
      store, Contador.State(cuenta: 2), "Tras pulsar «+» dos veces, la cuenta debería ser 2.", bitacora)
    else { return }
    vista.botonMenosPulsado()
    _ = estadoCoincide(
      store, Contador.State(cuenta: 1), "Tras pulsar «+», «+» y «−», la cuenta debería ser 1.", bitacora)
  },

  Prueba("vistaReiniciarYTemporizador") {
    let bitacora = Bitacora()
    let store = storeDeContador(Contador.State(cuenta: 4), bitacora: bitacora)
    let vista = ContadorVista(store: store)
    vista.botonReiniciarPulsado()
    guard estadoCoincide(
      store, Contador.State(cuenta: 0), "Tras pulsar «Reiniciar», la cuenta debería ser 0.", bitacora)
    else { return }
    vista.botonTemporizadorPulsado()
    guard estadoCoincide(
      store, Contador.State(cuenta: 0, temporizadorActivo: true),
      "Tras pulsar el botón del temporizador, debería estar activo.", bitacora)
    else { return }
    vista.botonTemporizadorPulsado()
    _ = estadoCoincide(
      store, Contador.State(cuenta: 0, temporizadorActivo: false),
      "Al pulsarlo otra vez, el temporizador debería pararse.", bitacora)
  },
]
