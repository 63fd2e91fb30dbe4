import ComposableArchitecture
import TallerArnes
@testable import Leccion04

/// Ejercicio 2: se pulsa cada "botón" de la vista y se mira el estado del store.
///
/// El store usa un reducer de prueba (`storeDeContador`), no el del ejercicio 1: si la vista es
/// correcta, estas pruebas pasan aunque el reducer aún no lo sea.
var pruebasContadorVista: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("vistaMasYMenos") {
    let bitacora = BitacoraAcciones<Contador.Action>()
    let store = storeDeContador(Contador.State(), bitacora: bitacora)
    let vista = ContadorVista(store: store)
    try requerirSendDeVista(vista, nombre: "ContadorVista", feature: "Contador", archivo: "ContadorVista.swift")
    let sigue = paso("mas") {
      vista.botonMasPulsado()
      reconocerBoton("+", esperado: .incrementarPulsado, enviadas: bitacora.desde(0))
      let inicio = bitacora.acciones.count
      vista.botonMasPulsado()
      reconocerBoton("+", esperado: .incrementarPulsado, enviadas: bitacora.desde(inicio))
      return estadoCoincide(
        store, Contador.State(cuenta: 2), "Tras pulsar «+» dos veces, la cuenta debería ser 2.", bitacora)
    }
    guard sigue else { return }
    paso("menos") {
      let inicio = bitacora.acciones.count
      vista.botonMenosPulsado()
      reconocerBoton("−", esperado: .decrementarPulsado, enviadas: bitacora.desde(inicio))
      _ = estadoCoincide(
        store, Contador.State(cuenta: 1), "Tras pulsar «+», «+» y «−», la cuenta debería ser 1.", bitacora)
    }
  },

  TallerArnes.Prueba("vistaReiniciarYTemporizador") {
    let bitacora = BitacoraAcciones<Contador.Action>()
    let store = storeDeContador(Contador.State(cuenta: 4), bitacora: bitacora)
    let vista = ContadorVista(store: store)
    try requerirSendDeVista(vista, nombre: "ContadorVista", feature: "Contador", archivo: "ContadorVista.swift")
    let sigue = paso("reiniciar") {
      vista.botonReiniciarPulsado()
      reconocerBoton("Reiniciar", esperado: .reiniciarPulsado, enviadas: bitacora.desde(0))
      return estadoCoincide(
        store, Contador.State(cuenta: 0), "Tras pulsar «Reiniciar», la cuenta debería ser 0.", bitacora)
    }
    guard sigue else { return }
    paso("temporizador") {
      let inicio = bitacora.acciones.count
      vista.botonTemporizadorPulsado()
      reconocerBoton("Temporizador", esperado: .temporizadorPulsado, enviadas: bitacora.desde(inicio))
      guard estadoCoincide(
        store, Contador.State(cuenta: 0, temporizadorActivo: true),
        "Tras pulsar el botón del temporizador, debería estar activo.", bitacora)
      else { return }
      let otraVez = bitacora.acciones.count
      vista.botonTemporizadorPulsado()
      reconocerBoton("Temporizador", esperado: .temporizadorPulsado, enviadas: bitacora.desde(otraVez))
      _ = estadoCoincide(
        store, Contador.State(cuenta: 0, temporizadorActivo: false),
        "Al pulsarlo otra vez, el temporizador debería pararse.", bitacora)
    }
  },
] }
