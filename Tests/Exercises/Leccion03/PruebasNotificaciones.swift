import ComposableArchitecture
import TallerArnes
@testable import Leccion03

/// Ejercicio 2: el interruptor de notificaciones llama al cliente con el valor NUEVO; los demás
/// campos, nunca.
var pruebasNotificaciones: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("notificacionesValorNuevo") {
    let grabadora = Grabadora()
    let store = TestStore(initialState: Ajustes.State()) {
      Ajustes()
    } withDependencies: {
      $0.clienteNotificaciones = grabadora.cliente
    }
    try await paso("activar") {
      try await store.send(enlace(\.notificaciones, true)) { $0.notificaciones = true }
      await store.finish()
      let llamadas = await grabadora.nuevas()
      esperarIgual(
        llamadas, [true],
        "Al activar las notificaciones, el cliente debe recibir una sola llamada con el valor nuevo (true)."
      )
      await reconocerInterruptor(llamadas, elegido: true, anterior: false)
    }
  },

  TallerArnes.Prueba("notificacionesDesactivar") {
    let grabadora = Grabadora()
    var inicial = Ajustes.State()
    inicial.notificaciones = true
    let store = TestStore(initialState: inicial) {
      Ajustes()
    } withDependencies: {
      $0.clienteNotificaciones = grabadora.cliente
    }
    try await paso("desactivar") {
      try await store.send(enlace(\.notificaciones, false)) { $0.notificaciones = false }
      await store.finish()
      let llamadas = await grabadora.nuevas()
      esperarIgual(
        llamadas, [false],
        "Al desactivar las notificaciones, el cliente debe recibir una sola llamada con el valor nuevo (false)."
      )
      await reconocerInterruptor(llamadas, elegido: false, anterior: true)
    }
  },

  TallerArnes.Prueba("soloElInterruptorLlamaAlCliente") {
    let grabadora = Grabadora()
    let store = TestStore(initialState: Ajustes.State()) {
      Ajustes()
    } withDependencies: {
      $0.clienteNotificaciones = grabadora.cliente
    }
    try await paso("activar") {
      try await store.send(enlace(\.notificaciones, true)) { $0.notificaciones = true }
      await store.finish()
      let llamadas = await grabadora.nuevas()
      esperarIgual(llamadas, [true], "Al activar, el cliente debe recibir una sola llamada, con true.")
      await reconocerInterruptor(llamadas, elegido: true, anterior: false)
    }
    try await paso("volumen") {
      let antes = store.state
      try await store.send(enlace(\.volumen, 0.2)) { $0.volumen = 0.2 }
      await store.finish()
      let llamadas = await grabadora.nuevas()
      esperarIgual(llamadas, [], "Mover el volumen no debe llamar al cliente.")
      reconocerEdicion(campo: "volumen", antes: antes, despues: store.state, llamadas: llamadas)
    }
    try await paso("repetir") {
      // Elegir otra vez el mismo valor: avisar de nuevo (con true) o no avisar son válidos; avisar
      // con false, no.
      try await store.send(enlace(\.notificaciones, true))
      await store.finish()
      let llamadas = await grabadora.nuevas()
      esperar(
        llamadas == [] || llamadas == [true],
        "Al elegir otra vez true (ya estaban activadas), el cliente no debe recibir nada o una sola "
          + "llamada con true; recibió \(llamadas)."
      )
      await reconocerInterruptor(llamadas, elegido: true, anterior: true)
    }
    try await paso("desactivar") {
      try await store.send(enlace(\.notificaciones, false)) { $0.notificaciones = false }
      await store.finish()
      let llamadas = await grabadora.nuevas()
      esperarIgual(llamadas, [false], "Al desactivar, el cliente debe recibir una sola llamada, con false.")
      await reconocerInterruptor(llamadas, elegido: false, anterior: true)
    }
  },
] }
