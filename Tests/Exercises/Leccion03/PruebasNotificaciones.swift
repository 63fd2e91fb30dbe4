import ComposableArchitecture
import TallerArnes
@testable import Leccion03

/// Ejercicio 2: el interruptor de notificaciones llama al cliente con el valor NUEVO; los demás
/// campos, nunca.
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
    await store.send(\.binding.notificaciones, true) { $0.notificaciones = true }
    await store.finish()
    await store.send(\.binding.volumen, 0.2) { $0.volumen = 0.2 }
    await store.finish()
    // Elegir otra vez el mismo valor: avisar de nuevo (con true) o no avisar son válidos; avisar
    // con false, no.
    await store.send(\.binding.notificaciones, true)
    await store.finish()
    await store.send(\.binding.notificaciones, false) { $0.notificaciones = false }
    await store.finish()
    let llamadas = await grabadora.valores
    let esperadas = llamadas.count == 3 ? [true, true, false] : [true, false]
    esperarIgual(
      llamadas, esperadas,
      "Tras activar, mover el volumen, activar otra vez (ya estaban activadas) y desactivar, solo "
        + "el interruptor debe llamar al cliente, y siempre con el valor elegido: true y después false "
        + "(o true, true y false, si también avisas al repetir el mismo valor)."
    )
  },
]
