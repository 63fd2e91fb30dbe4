import ComposableArchitecture
import TallerArnes
@testable import Leccion02

/// Ejercicio 2: la lista presenta cada destino con los datos correctos.
let pruebasPresentar: [Prueba] = [
  Prueba("filaPulsadaPresentaDetalle") {
    let store = TestStore(initialState: Lista.State(filas: filasDePrueba)) { Lista() }
    // La fila de `id` 1 es la tercera: se busca por `id`, no por posición.
    await store.send(.filaPulsada(1)) {
      $0.destino = .detalle(Detalle.State(fila: filasDePrueba[2]))
    }
  },
  Prueba("ajustesPulsadoPresentaAjustes") {
    let store = TestStore(initialState: Lista.State(filas: filasDePrueba, tamanoLetra: 21)) {
      Lista()
    }
    await store.send(.ajustesPulsado) {
      $0.destino = .ajustes(Ajustes.State(tamanoLetra: 21))
    }
  },
]
