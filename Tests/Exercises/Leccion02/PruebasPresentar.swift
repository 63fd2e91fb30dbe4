import ComposableArchitecture
import TallerArnes
@testable import Leccion02

/// Ejercicio 2: la lista presenta cada destino con los datos correctos.
let pruebasPresentar: [Prueba] = [
  Prueba("filaPulsadaPresentaDetalle") {
    let store = TestStore(initialState: Lista.State(filas: filasDePrueba)) { Lista() }
    // Un `id` que no está en la lista (la fila se acaba de borrar) no presenta nada ni detiene la app.
    await store.send(.filaPulsada(99))
    // La fila de `id` 1 es la tercera: se busca por `id`, no por posición.
    await store.send(.filaPulsada(1)) {
      $0.destino = .detalle(Detalle.State(fila: filasDePrueba[2]))
    }
    // Otra fila, en otra lista: el detalle es siempre el de la fila pulsada.
    let otra = TestStore(initialState: Lista.State(filas: filasDePrueba)) { Lista() }
    await otra.send(.filaPulsada(3)) {
      $0.destino = .detalle(Detalle.State(fila: filasDePrueba[1]))
    }
  },
  Prueba("ajustesPulsadoPresentaAjustes") {
    let store = TestStore(initialState: Lista.State(filas: filasDePrueba, tamanoLetra: 21)) {
      Lista()
    }
    await store.send(.ajustesPulsado) {
      $0.destino = .ajustes(Ajustes.State(tamanoLetra: 21))
    }
    // Con otro tamaño en la lista, los ajustes parten de ese otro tamaño.
    let otra = TestStore(initialState: Lista.State(filas: filasDePrueba, tamanoLetra: 13)) {
      Lista()
    }
    await otra.send(.ajustesPulsado) {
      $0.destino = .ajustes(Ajustes.State(tamanoLetra: 13))
    }
  },
]
