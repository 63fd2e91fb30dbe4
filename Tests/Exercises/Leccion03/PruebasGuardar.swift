import ComposableArchitecture
import TallerArnes
@testable import Leccion03

/// Ejercicio 3: guardar es un gesto con lógica; valida el nombre en su propia acción, no en el
/// binding. Estas pruebas no sustituyen el cliente de notificaciones: guardar no debe llamarlo.
let pruebasGuardar: [Prueba] = [
  Prueba("guardarRechazaNombreVacio") {
    let store = TestStore(initialState: Ajustes.State()) { Ajustes() }
    await store.send(.guardarPulsado) { $0.aviso = Ajustes.avisoNombreVacio }

    var enBlanco = Ajustes.State()
    enBlanco.nombre = "   "
    enBlanco.nombreGuardado = "Luis"
    let otroStore = TestStore(initialState: enBlanco) { Ajustes() }
    await otroStore.send(.guardarPulsado) { $0.aviso = Ajustes.avisoNombreVacio }
  },

  Prueba("guardarAceptaNombre") {
    var inicial = Ajustes.State()
    inicial.nombre = "Ana"
    inicial.aviso = Ajustes.avisoNombreVacio
    let store = TestStore(initialState: inicial) { Ajustes() }
    await store.send(.guardarPulsado) {
      $0.aviso = nil
      $0.nombreGuardado = "Ana"
    }
    // Un segundo guardado, con otro nombre, guarda ese otro nombre.
    await store.send(\.binding.nombre, "Luis Miguel") { $0.nombre = "Luis Miguel" }
    await store.send(.guardarPulsado) { $0.nombreGuardado = "Luis Miguel" }
  },

  Prueba("avisoSoloAlGuardar") {
    var inicial = Ajustes.State()
    inicial.nombre = "Ana"
    let store = TestStore(initialState: inicial) { Ajustes() }
    await store.send(\.binding.nombre, "") { $0.nombre = "" }
    await store.send(.guardarPulsado) { $0.aviso = Ajustes.avisoNombreVacio }
  },
]
