import ComposableArchitecture
import TallerArnes
@testable import Leccion02

/// Ejercicios 1 y 2: cada acción llega al hijo de su caso, y solo a él.
let pruebasHijos: [Prueba] = [
  Prueba("detalleRecibeSusAcciones") {
    let store = TestStore(initialState: listaConDetalle(filasDePrueba[0])) { Lista() }
    await store.send(.destino(.presented(.detalle(.favoritoPulsado)))) {
      $0.destino = .detalle(Detalle.State(fila: filasDePrueba[0], favorito: true))
    }
  },
  Prueba("ajustesRecibenSusAcciones") {
    let store = TestStore(initialState: listaConAjustes(16)) { Lista() }
    await store.send(.destino(.presented(.ajustes(.aumentarLetraPulsado)))) {
      $0.destino = .ajustes(Ajustes.State(tamanoLetra: 17))
    }
  },
  Prueba("accionDeOtroDestinoSeIgnora") {
    let store = TestStore(initialState: listaConAjustes(16)) { Lista() }
    // Con los ajustes en pantalla, una acción del detalle no cambia nada. `Scope` e `ifCaseLet`
    // avisan de ella (es lo que hace el `body` que genera TCA); un enrutado escrito a mano que la
    // ignore en silencio es igual de correcto. Cualquier otro aviso sí hace fallar la prueba.
    await tolerarAviso(contiene: "recibió una acción hija cuando el estado estaba en otro caso") {
      await store.send(.destino(.presented(.detalle(.favoritoPulsado))))
    }
    await store.send(.destino(.presented(.ajustes(.reducirLetraPulsado)))) {
      $0.destino = .ajustes(Ajustes.State(tamanoLetra: 15))
    }
  },
  Prueba("accionSinDestinoAvisa") {
    let store = TestStore(initialState: Lista.State(filas: filasDePrueba)) { Lista() }
    await esperarAviso(contiene: "recibió una acción de presentación cuando el estado de destino") {
      await store.send(.destino(.presented(.ajustes(.aumentarLetraPulsado))))
    }
  },
]
