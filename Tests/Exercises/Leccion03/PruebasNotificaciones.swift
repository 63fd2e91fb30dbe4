import ComposableArchitecture
import TallerArnes
@testable import Leccion03

/// El interruptor de notificaciones llama al cliente con el valor NUEVO; los demás campos, nunca.
let pruebasNotificaciones: [Prueba] = [
  Prueba("notificacionesValorNuevo") {
    let grabadora = Grabadora()
    let store = TestStore(initialState: Ajustes.State()) {
      Ajustes()
    } withDependencies: {
      $0.clienteNotificaciones = grabadora.cliente
    }
    await store.send(\.binding.notificaciones, true) { $0.notificaciones = true }
    await store.finish()
    let llamadas = await grabadora.valores
    esperarIgual(
      llamadas, [true],
      "Al activar las notificaciones, el cliente debe recibir una sola llamada con el valor nuevo (true)."
    )
  },

  Prueba("notificacionesDesactivar") {
    let grabadora = Grabadora()
    var inicial = Ajustes.State()
    inicial.notificaciones = true
    let store = TestStore(initialState: inicial) {
      Ajustes()
    } withDependencies: {
      $0.clienteNotificaciones = grabadora.cliente
    }
    await store.send(\.binding.notificaciones, false) { $0.notificaciones = false }
    await store.finish()
    let llamadas = await grabadora.valores
    esperarIgual(
      llamadas, [false],
      "Al desactivar las notificaciones, el cliente debe recibir una sola llamada con el valor nuevo (false)."
    )
  },

  Prueba("soloElInterruptorLlamaAlCliente") {
    let grabadora = Grabadora()
    let store = TestStore(initialState: Ajustes.State()) {
      Ajustes()
    } withDependencies: {
      $0.clienteNotificaciones = grabadora.cliente
    }
    await store.send(\.binding.nombre, "Ana") { $0.nombre = "Ana" }
    await store.send(\.binding.notificaciones, true) { $0.notificaciones = true }
    await store.finish()
    await store.send(\.binding.volumen, 0.2) { $0.volumen = 0.2 }
    await store.send(\.binding.notificaciones, false) { $0.notificaciones = false }
    await store.finish()
    await store.send(\.binding.nombre, "Eva") { $0.nombre = "Eva" }
    await store.finish()
    let llamadas = await grabadora.valores
    esperarIgual(
      llamadas, [true, false],
      "Editando nombre, volumen e interruptor, solo el interruptor debe llamar al cliente: "
        + "primero con true y luego con false."
    )
  },
]
