import ComposableArchitecture
import TallerArnes
@testable import Leccion03

/// Ejercicio 3: guardar es un gesto con lógica; valida el nombre en su propia acción, no en el
/// binding. Guardar no debe llamar al cliente de notificaciones.
var pruebasGuardar: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("guardarRechazaNombreVacio") {
    let vacioRechazado = await paso("vacio") {
      let store = TestStore(initialState: Ajustes.State()) { Ajustes() }
      await store.send(.guardarPulsado) { $0.aviso = Ajustes.avisoNombreVacio }
      reconocerRechazo(antes: Ajustes.State(), despues: store.state, vacioRechazado: false)
      return store.state.aviso == Ajustes.avisoNombreVacio && store.state.nombreGuardado == nil
    }
    await paso("en-blanco") {
      // Un nombre de solo espacios, con un nombre ya guardado antes.
      var enBlanco = Ajustes.State()
      enBlanco.nombre = "   "
      enBlanco.nombreGuardado = "Luis"
      let store = TestStore(initialState: enBlanco) { Ajustes() }
      await store.send(.guardarPulsado) { $0.aviso = Ajustes.avisoNombreVacio }
      reconocerRechazo(antes: enBlanco, despues: store.state, vacioRechazado: vacioRechazado)
    }
  },

  TallerArnes.Prueba("guardarAceptaNombre") {
    let grabadora = Grabadora()
    var inicial = Ajustes.State()
    inicial.nombre = "Ana"
    inicial.aviso = Ajustes.avisoNombreVacio
    let store = TestStore(initialState: inicial) {
      Ajustes()
    } withDependencies: {
      $0.clienteNotificaciones = grabadora.cliente
    }
    await paso("guardar") {
      await store.send(.guardarPulsado) {
        $0.aviso = nil
        $0.nombreGuardado = "Ana"
      }
      await store.finish()
      let llamadas = await grabadora.nuevas()
      esperarIgual(llamadas, [], "Guardar no debe llamar al cliente de notificaciones.")
      reconocerGuardado(antes: inicial, despues: store.state, llamadas: llamadas)
    }
    // Un segundo guardado, con otro nombre, guarda ese otro nombre.
    try await paso("editar") {
      let antes = store.state
      try await store.send(enlace(\.nombre, "Luis Miguel")) { $0.nombre = "Luis Miguel" }
      await store.finish()
      let llamadas = await grabadora.nuevas()
      esperarIgual(llamadas, [], "Editar el nombre no debe llamar al cliente de notificaciones.")
      reconocerEdicion(campo: "nombre", antes: antes, despues: store.state, llamadas: llamadas)
    }
    await paso("guardar-otro") {
      let antes = store.state
      await store.send(.guardarPulsado) { $0.nombreGuardado = "Luis Miguel" }
      await store.finish()
      let llamadas = await grabadora.nuevas()
      esperarIgual(llamadas, [], "Guardar no debe llamar al cliente de notificaciones.")
      reconocerGuardado(antes: antes, despues: store.state, llamadas: llamadas)
    }
    // Un nombre distinto en cada ejecución: guardar copia el que hay, no uno de una lista conocida.
    let generado = "Invitada \(Int.random(in: 100...999))-\(["Noa", "Iker", "Zoe", "Íñigo"].randomElement() ?? "Noa")"
    try await paso("guardar-generado") {
      try await store.send(enlace(\.nombre, generado)) { $0.nombre = generado }
      let antes = store.state
      await store.send(.guardarPulsado) { $0.nombreGuardado = generado }
      await store.finish()
      reconocerGuardado(antes: antes, despues: store.state, llamadas: await grabadora.nuevas())
    }
  },

  TallerArnes.Prueba("avisoSoloAlGuardar") {
    let grabadora = Grabadora()
    var inicial = Ajustes.State()
    inicial.nombre = "Ana"
    let store = TestStore(initialState: inicial) {
      Ajustes()
    } withDependencies: {
      $0.clienteNotificaciones = grabadora.cliente
    }
    try await paso("escribir") {
      // Escribir un nombre válido tampoco guarda ni valida: eso es del botón.
      try await store.send(enlace(\.nombre, "Ana María")) { $0.nombre = "Ana María" }
      await store.finish()
      let llamadas = await grabadora.nuevas()
      reconocerEdicion(campo: "nombre", antes: inicial, despues: store.state, llamadas: llamadas)
    }
    try await paso("vaciar") {
      let antes = store.state
      try await store.send(enlace(\.nombre, "")) { $0.nombre = "" }
      await store.finish()
      let llamadas = await grabadora.nuevas()
      reconocerEdicion(campo: "nombre", antes: antes, despues: store.state, llamadas: llamadas)
    }
    await paso("guardar") {
      let antes = store.state
      await store.send(.guardarPulsado) { $0.aviso = Ajustes.avisoNombreVacio }
      reconocerRechazo(antes: antes, despues: store.state, vacioRechazado: false)
    }
  },
] }
