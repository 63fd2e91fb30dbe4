import ComposableArchitecture
import TallerArnes
@testable import Leccion04

/// Ejercicio 3: bindings dentro de `Action.View`, un guardado que responde en orden y su vista.
let pruebasAjustes: [Prueba] = [
  Prueba("bindingsDesdeTestStore") {
    let store = TestStore(initialState: Ajustes.State()) { Ajustes() }
    await store.send(\.view.binding.nombre, "Ana") { $0.nombre = "Ana" }
    await store.send(\.view.binding.notificaciones, true) { $0.notificaciones = true }
    await store.send(\.view.binding.nombre, "") { $0.nombre = "" }
  },

  Prueba("bindingsDesdeStore") {
    let store = Store(initialState: Ajustes.State()) { Ajustes() }
    store.nombre = "Ana"
    store.notificaciones = true
    esperarIgual(
      store.state, Ajustes.State(nombre: "Ana", notificaciones: true),
      "Escribir `store.nombre` y `store.notificaciones` debería cambiar esos campos (y nada más)."
    )
  },

  Prueba("guardarRespondeEnOrden") {
    let reloj = TestClock()
    let store = TestStore(initialState: Ajustes.State(nombre: "Ana")) {
      Ajustes()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.view(.guardarPulsado)) { $0.guardando = true }
    // Un instante antes del segundo aún no ha llegado nada. Para comprobarlo se envía una acción que
    // el reducer ignora (`delegate` es para el padre): si la respuesta ya hubiera llegado, este
    // envío falla porque hay acciones recibidas sin afirmar.
    await reloj.advance(by: .milliseconds(999))
    await store.send(.delegate(.ajustesGuardados(nombre: "Ana")))
    await reloj.advance(by: .milliseconds(1))
    await store.receive(._internal(.guardadoTerminado), timeout: margenTrasAvanzar) {
      $0.guardando = false
    }
    await store.receive(.delegate(.ajustesGuardados(nombre: "Ana")))
  },

  Prueba("guardarValida") {
    let reloj = TestClock()
    let store = TestStore(initialState: Ajustes.State()) {
      Ajustes()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    // Sin nombre, guardar no hace nada.
    await store.send(.view(.guardarPulsado))
    await store.send(\.view.binding.nombre, "Luz") { $0.nombre = "Luz" }
    await store.send(.view(.guardarPulsado)) { $0.guardando = true }
    // Medio segundo después, con el guardado en curso, otro toque tampoco hace nada: ni lanza un
    // segundo guardado ni vuelve a empezar el primero.
    await reloj.advance(by: .milliseconds(500))
    await store.send(.view(.guardarPulsado))
    await reloj.advance(by: .milliseconds(500))
    await store.receive(._internal(.guardadoTerminado), timeout: margenTrasAvanzar) {
      $0.guardando = false
    }
    await store.receive(.delegate(.ajustesGuardados(nombre: "Luz")))
  },

  Prueba("vistaDeAjustes") {
    // Un reducer de prueba (`storeDeAjustes`): aquí solo se juzga la vista.
    let bitacora = Bitacora()
    let store = storeDeAjustes(Ajustes.State(), bitacora: bitacora)
    let vista = AjustesVista(store: store)
    vista.nombreEditado("Ana")
    guard estadoCoincide(
      store, Ajustes.State(nombre: "Ana"),
      "Escribir «Ana» en el campo debería cambiar `nombre`, y nada más.", bitacora)
    else { return }
    vista.notificacionesCambiadas(true)
    guard estadoCoincide(
      store, Ajustes.State(nombre: "Ana", notificaciones: true),
      "Activar el interruptor debería poner `notificaciones` a `true`.", bitacora)
    else { return }
    vista.notificacionesCambiadas(false)
    vista.notificacionesCambiadas(false)
    guard estadoCoincide(
      store, Ajustes.State(nombre: "Ana", notificaciones: false),
      "Tras desactivar el interruptor dos veces, `notificaciones` debería ser `false`.", bitacora)
    else { return }
    vista.botonGuardarPulsado()
    _ = estadoCoincide(
      store, Ajustes.State(nombre: "Ana", notificaciones: false, guardando: true),
      "Pulsar «Guardar» debería enviar el gesto de guardar.", bitacora)
  },
]
