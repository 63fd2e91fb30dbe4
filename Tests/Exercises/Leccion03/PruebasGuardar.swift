import ComposableArchitecture
import TallerArnes
@testable import Leccion03

/// Guardar es un gesto con lógica: valida el nombre en su propia acción, no en el binding.
let pruebasGuardar: [Prueba] = [
  Prueba("guardarRechazaNombreVacio") {
    let store = TestStore(initialState: Ajustes.State()) { Ajustes() }
    await store.send(.guardarPulsado) { $0.aviso = Ajustes.avisoNombreVacio }

    var soloEspacios = Ajustes.State()
    soloEspacios.nombre = "   "
    let otroStore = TestStore(initialState: soloEspacios) { Ajustes() }
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
  },

  Prueba("avisoSoloAlGuardar") {
    var inicial = Ajustes.State()
    inicial.nombre = "Ana"
    let store = TestStore(initialState: inicial) { Ajustes() }
    await store.send(\.binding.nombre, "") { $0.nombre = "" }
    await store.send(.guardarPulsado) { $0.aviso = Ajustes.avisoNombreVacio }
  },
]
