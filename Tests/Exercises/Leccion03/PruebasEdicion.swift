import ComposableArchitecture
import TallerArnes
@testable import Leccion03

/// Ejercicio 1: cada campo se escribe con la acción de binding, llegue por donde llegue
/// (`send(\.binding.campo, v)`, `.binding(.set(\.campo, v))` escrita a mano o `store.campo = v`).
var pruebasEdicion: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("nombreSeEdita") {
    let grabadora = Grabadora()
    let store = TestStore(initialState: Ajustes.State()) {
      Ajustes()
    } withDependencies: {
      $0.clienteNotificaciones = grabadora.cliente
    }
    await paso("editar") {
      let antes = store.state
      await store.send(\.binding.nombre, "Ana") { $0.nombre = "Ana" }
      await store.finish()
      let llamadas = await grabadora.nuevas()
      esperarIgual(llamadas, [], "Editar el nombre no debe llamar al cliente de notificaciones.")
      reconocerEdicion(campo: "nombre", antes: antes, despues: store.state, llamadas: llamadas)
    }
  },

  TallerArnes.Prueba("volumenSeEdita") {
    let grabadora = Grabadora()
    let store = TestStore(initialState: Ajustes.State()) {
      Ajustes()
    } withDependencies: {
      $0.clienteNotificaciones = grabadora.cliente
    }
    await paso("editar") {
      let antes = store.state
      await store.send(\.binding.volumen, 0.8) { $0.volumen = 0.8 }
      await store.finish()
      let llamadas = await grabadora.nuevas()
      esperarIgual(llamadas, [], "Mover el volumen no debe llamar al cliente de notificaciones.")
      reconocerEdicion(campo: "volumen", antes: antes, despues: store.state, llamadas: llamadas)
    }
  },

  TallerArnes.Prueba("bindingSetEscritoAMano") {
    let grabadora = Grabadora()
    let store = TestStore(initialState: Ajustes.State()) {
      Ajustes()
    } withDependencies: {
      $0.clienteNotificaciones = grabadora.cliente
    }
    await paso("editar") {
      let antes = store.state
      await store.send(.binding(.set(\.nombre, "Luis"))) { $0.nombre = "Luis" }
      await store.finish()
      let deNombre = await grabadora.nuevas()
      reconocerEdicion(campo: "nombre", antes: antes, despues: store.state, llamadas: deNombre)
      let antesDelVolumen = store.state
      await store.send(.binding(.set(\.volumen, 0.3))) { $0.volumen = 0.3 }
      await store.finish()
      let deVolumen = await grabadora.nuevas()
      reconocerEdicion(
        campo: "volumen", antes: antesDelVolumen, despues: store.state, llamadas: deVolumen)
      esperarIgual(
        deNombre + deVolumen, [],
        "Editar el nombre y el volumen con '.binding(.set(…))' no debe llamar al cliente de notificaciones."
      )
    }
  },

  TallerArnes.Prueba("camposDesdeStore") {
    let store = Store(initialState: Ajustes.State()) {
      Ajustes()
    } withDependencies: {
      $0.clienteNotificaciones = ClienteNotificaciones(actualizar: { _ in })
    }
    try paso("nombre") {
      store.nombre = "Marta"
      errorTipico(
        "guarda-al-escribir", ["guardado": citado(store.state.nombreGuardado)],
        si: store.nombre == "Marta" && store.state.nombreGuardado != nil)
      try requerir(
        store.nombre == "Marta",
        "Tras 'store.nombre = \"Marta\"', 'store.nombre' vale \(String(reflecting: store.nombre)) "
          + "en vez de \"Marta\"."
      )
    }
    paso("los-tres") {
      store.volumen = 0.25
      store.notificaciones = true
      var esperado = Ajustes.State()
      esperado.nombre = "Marta"
      esperado.volumen = 0.25
      esperado.notificaciones = true
      esperarIgual(
        store.state, esperado,
        "Tras 'store.nombre = \"Marta\"', 'store.volumen = 0.25' y 'store.notificaciones = true', "
          + "el estado debe tener esos tres valores y nada más cambiado."
      )
    }
  },
] }
