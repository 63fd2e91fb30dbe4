import ComposableArchitecture
import TallerArnes
@testable import Leccion02

/// Ejercicio 2: la lista presenta cada destino con los datos correctos.
var pruebasPresentar: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("filaPulsadaPresentaDetalle") {
    try Casos.requerirEscritos()
    await paso("por-id") {
      // La fila de `id` 1 es la tercera: se busca por `id`, no por posición.
      let store = TestStore(initialState: Lista.State(filas: filasDePrueba)) { Lista() }
      await store.send(.filaPulsada(1)) {
        $0.destino = Casos.detalle(Detalle.State(fila: filasDePrueba[2]))
      }
      // Otra fila, en otra lista: el detalle es siempre el de la fila pulsada.
      let otra = TestStore(initialState: Lista.State(filas: filasDePrueba)) { Lista() }
      await otra.send(.filaPulsada(3)) {
        $0.destino = Casos.detalle(Detalle.State(fila: filasDePrueba[1]))
      }
      let mostradas = [(1, store.state.destino), (3, otra.state.destino)].compactMap { pedida, destino in
        guard let detalle = Casos.valor(destino, Detalle.State.self), detalle.fila.id != pedida else { return nil as (Int, Fila)? }
        return (pedida, detalle.fila)
      }
      // Con dos filas distintas, el detalle presentado nunca es el de la fila pulsada.
      if mostradas.count == 2 {
        errorTipico(
          "fila-por-posicion",
          ["pedida": "\(mostradas[0].0)", "titulo": mostradas[0].1.titulo, "id": "\(mostradas[0].1.id)"])
      }
    }
    await paso("id-inexistente") {
      // Un `id` que no está en la lista (la fila se acaba de borrar) no presenta nada ni detiene la app.
      let store = TestStore(initialState: Lista.State(filas: filasDePrueba)) { Lista() }
      await store.send(.filaPulsada(99))
    }
  },
  TallerArnes.Prueba("ajustesPulsadoPresentaAjustes") {
    try Casos.requerirEscritos()
    let store = TestStore(initialState: Lista.State(filas: filasDePrueba, tamanoLetra: 21)) {
      Lista()
    }
    await store.send(.ajustesPulsado) {
      $0.destino = Casos.ajustes(Ajustes.State(tamanoLetra: 21))
    }
    // Con otro tamaño en la lista, los ajustes parten de ese otro tamaño.
    let otra = TestStore(initialState: Lista.State(filas: filasDePrueba, tamanoLetra: 13)) {
      Lista()
    }
    await otra.send(.ajustesPulsado) {
      $0.destino = Casos.ajustes(Ajustes.State(tamanoLetra: 13))
    }
    // Con la lista a 21 y a 13, los ajustes empiezan con el mismo tamaño: uno fijo.
    if let primeros = Casos.valor(store.state.destino, Ajustes.State.self),
      let segundos = Casos.valor(otra.state.destino, Ajustes.State.self),
      primeros.tamanoLetra == segundos.tamanoLetra
    {
      errorTipico("ajustes-tamano-fijo", ["tamano": "\(primeros.tamanoLetra)"])
    }
  },
] }
