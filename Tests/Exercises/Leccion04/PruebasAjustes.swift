import ComposableArchitecture
import TallerArnes
@testable import Leccion04

/// Ejercicio 3: bindings dentro de `Action.View`, un guardado que responde en orden y su vista.
var pruebasAjustes: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("bindingsDesdeTestStore") {
    let store = TestStore(initialState: Ajustes.State()) { Ajustes() }
    await paso("nombre") {
      await store.send(\.view.binding.nombre, "Ana") { $0.nombre = "Ana" }
      errorTipico("bindings-sin-aplicar", ["campo": "nombre"], si: store.state.nombre != "Ana")
    }
    await paso("notificaciones") {
      await store.send(\.view.binding.notificaciones, true) { $0.notificaciones = true }
      errorTipico(
        "bindings-sin-aplicar", ["campo": "notificaciones"], si: !store.state.notificaciones)
      await store.send(\.view.binding.nombre, "") { $0.nombre = "" }
    }
  },

  TallerArnes.Prueba("bindingsDesdeStore") {
    let store = Store(initialState: Ajustes.State()) { Ajustes() }
    paso("escribir") {
      store.nombre = "Ana"
      store.notificaciones = true
      errorTipico(
        "bindings-sin-aplicar", ["campo": "nombre"],
        si: store.state.nombre.isEmpty && !store.state.notificaciones)
      esperarIgual(
        store.state, Ajustes.State(nombre: "Ana", notificaciones: true),
        "Escribir `store.nombre` y `store.notificaciones` debería cambiar esos campos (y nada más)."
      )
    }
  },

  TallerArnes.Prueba("guardarRespondeEnOrden") {
    let reloj = TestClock()
    let bitacora = BitacoraAcciones<Ajustes.Action>()
    let store = TestStore(initialState: Ajustes.State(nombre: "Ana")) {
      anotando(en: bitacora, Ajustes())
    } withDependencies: {
      $0.continuousClock = reloj
    }
    let inicio = await paso("pulsar") {
      // Lo que llegue al reducer después del propio gesto (aunque llegue mientras se envía).
      let inicio = bitacora.acciones.count + 1
      await store.send(.view(.guardarPulsado)) { $0.guardando = true }
      return inicio
    }
    await paso("antes-del-segundo") {
      // Un instante antes del segundo aún no ha llegado nada: ni la respuesta ni el aviso al padre.
      await reloj.advance(by: .milliseconds(999))
      let llegadas = bitacora.desde(inicio)
      esperar(
        llegadas.isEmpty,
        "Un instante antes de que pase el segundo del guardado no debería haber llegado nada, y llegó:\n"
          + llegadas.map { "    " + String(customDumping: $0) }.joined(separator: "\n"))
      reconocerRespuestaTemprana(bitacora, desde: inicio)
      errorTipico(
        "delegate-antes-de-la-respuesta",
        si: !llegoRespuesta(llegadas) && !avisosAlPadre(llegadas).isEmpty)
    }
    await paso("al-segundo") {
      await reloj.advance(by: .milliseconds(1))
      await store.receive(._internal(.guardadoTerminado), timeout: margenTrasAvanzar) {
        $0.guardando = false
      }
      if !llegoRespuesta(bitacora.desde(inicio)) {
        await reconocerRespuestaTardia(bitacora, desde: inicio, reloj: reloj, trasOtroToque: false)
      }
      await store.receive(.delegate(.ajustesGuardados(nombre: "Ana")))
      reconocerAvisoAlPadre(bitacora.desde(inicio), nombre: "Ana")
    }
  },

  TallerArnes.Prueba("guardarValida") {
    let reloj = TestClock()
    let bitacora = BitacoraAcciones<Ajustes.Action>()
    let store = TestStore(initialState: Ajustes.State()) {
      anotando(en: bitacora, Ajustes())
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await paso("sin-nombre") {
      // Sin nombre, guardar no hace nada: ni cambia el estado ni lanza un efecto.
      let inicio = bitacora.acciones.count + 1
      await store.send(.view(.guardarPulsado))
      await reloj.advance(by: .seconds(1))
      let llegadas = bitacora.desde(inicio)
      esperar(
        llegadas.isEmpty,
        "Sin nombre, guardar no debería lanzar nada, y un segundo después llegó:\n"
          + llegadas.map { "    " + String(customDumping: $0) }.joined(separator: "\n"))
    }
    await paso("escribir") {
      await store.send(\.view.binding.nombre, "Luz") { $0.nombre = "Luz" }
      errorTipico("bindings-sin-aplicar", ["campo": "nombre"], si: store.state.nombre != "Luz")
    }
    let inicio = await paso("guardar") {
      let inicio = bitacora.acciones.count + 1
      await store.send(.view(.guardarPulsado)) { $0.guardando = true }
      return inicio
    }
    await paso("otro-toque") {
      // Medio segundo después, con el guardado en curso, otro toque tampoco hace nada: ni lanza un
      // segundo guardado ni vuelve a empezar el primero.
      await reloj.advance(by: .milliseconds(500))
      reconocerRespuestaTemprana(bitacora, desde: inicio)
      await store.send(.view(.guardarPulsado))
      await reloj.advance(by: .milliseconds(500))
      await store.receive(._internal(.guardadoTerminado), timeout: margenTrasAvanzar) {
        $0.guardando = false
      }
      if !llegoRespuesta(bitacora.desde(inicio)) {
        await reconocerRespuestaTardia(bitacora, desde: inicio, reloj: reloj, trasOtroToque: true)
      }
    }
    await paso("aviso") {
      await store.receive(.delegate(.ajustesGuardados(nombre: "Luz")))
      reconocerAvisoAlPadre(bitacora.desde(inicio), nombre: "Luz")
    }
    await paso("nada-mas") {
      // Un segundo más tarde no llega nada: el toque de en medio no lanzó otro guardado.
      let despues = bitacora.acciones.count
      await reloj.advance(by: .seconds(1))
      let respuestas = bitacora.desde(despues).filter { $0 == ._internal(.guardadoTerminado) }.count
      esperar(
        respuestas == 0,
        respuestas == 1
          ? "Un segundo después de la respuesta llegó otra `._internal(.guardadoTerminado)`."
          : "Un segundo después de la respuesta llegaron \(respuestas) `._internal(.guardadoTerminado)` más.")
      errorTipico("guardar-no-mira-en-curso", si: respuestas > 0)
    }
  },

  TallerArnes.Prueba("vistaDeAjustes") {
    // Un reducer de prueba (`storeDeAjustes`): aquí solo se juzga la vista.
    let bitacora = BitacoraAcciones<Ajustes.Action>()
    let store = storeDeAjustes(Ajustes.State(), bitacora: bitacora)
    let vista = AjustesVista(store: store)
    try requerirSendDeVista(vista, nombre: "AjustesVista", feature: "Ajustes", archivo: "AjustesVista.swift")
    let sigue = paso("escribir") {
      vista.nombreEditado("Ana")
      reconocerGestoUnico("el campo «Nombre»", enviadas: bitacora.desde(0))
      return estadoCoincide(
        store, Ajustes.State(nombre: "Ana"),
        "Escribir «Ana» en el campo debería cambiar `nombre`, y nada más.", bitacora)
    }
    guard sigue else { return }
    let interruptor = paso("interruptor") {
      let antes = bitacora.acciones.count
      vista.notificacionesCambiadas(true)
      reconocerGestoUnico("el interruptor «Notificaciones»", enviadas: bitacora.desde(antes))
      guard estadoCoincide(
        store, Ajustes.State(nombre: "Ana", notificaciones: true),
        "Activar el interruptor debería poner `notificaciones` a `true`.", bitacora)
      else { return false }
      vista.notificacionesCambiadas(false)
      vista.notificacionesCambiadas(false)
      errorTipico("interruptor-alterna", si: store.notificaciones)
      return estadoCoincide(
        store, Ajustes.State(nombre: "Ana", notificaciones: false),
        "Tras desactivar el interruptor dos veces, `notificaciones` debería ser `false`.", bitacora)
    }
    guard interruptor else { return }
    paso("guardar") {
      let antes = bitacora.acciones.count
      vista.botonGuardarPulsado()
      reconocerGestoUnico("el botón «Guardar»", enviadas: bitacora.desde(antes))
      _ = estadoCoincide(
        store, Ajustes.State(nombre: "Ana", notificaciones: false, guardando: true),
        "Pulsar «Guardar» debería enviar el gesto de guardar.", bitacora)
    }
  },
] }

/// Tras recibir (o no) el aviso al padre: si llegó con otro nombre que el guardado, es un valor fijo.
@MainActor
private func reconocerAvisoAlPadre(_ acciones: ArraySlice<Ajustes.Action>, nombre: String) {
  guard let otro = avisosAlPadre(acciones).first(where: { $0 != nombre }) else { return }
  errorTipico(
    "delegate-nombre-fijo", ["enviado": String(reflecting: otro), "nombre": String(reflecting: nombre)])
}
