import ComposableArchitecture
import TallerArnes
@testable import Leccion02

/// Ejercicios 1 y 2: cada acción llega al hijo de su caso, y solo a él.
var pruebasHijos: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("detalleRecibeSusAcciones") {
    let store = TestStore(initialState: listaConDetalle(filasDePrueba[0])) { Lista() }
    await store.send(.destino(.presented(.detalle(.favoritoPulsado)))) {
      $0.destino = .detalle(Detalle.State(fila: filasDePrueba[0], favorito: true))
    }
    await store.send(.destino(.presented(.detalle(.segundoTranscurrido)))) {
      $0.destino = .detalle(Detalle.State(fila: filasDePrueba[0], favorito: true, segundosLeyendo: 1))
    }
    guard case let .detalle(detalle)? = store.state.destino else { return }
    if !detalle.favorito && detalle.segundosLeyendo == 0 {
      await diagnosticarAccionPerdida(caso: "detalle")
    }
    // «Favorito» se alterna dos veces y el segundo cuenta dos: cada acción se ejecuta dos veces.
    errorTipico("detalle-dos-veces", si: !detalle.favorito && detalle.segundosLeyendo == 2)
  },
  TallerArnes.Prueba("ajustesRecibenSusAcciones") {
    let store = TestStore(initialState: listaConAjustes(16)) { Lista() }
    await store.send(.destino(.presented(.ajustes(.aumentarLetraPulsado)))) {
      $0.destino = .ajustes(Ajustes.State(tamanoLetra: 17))
    }
    let trasAumentar = tamanoDeLosAjustes(store.state)
    await store.send(.destino(.presented(.ajustes(.reducirLetraPulsado)))) {
      $0.destino = .ajustes(Ajustes.State(tamanoLetra: 16))
    }
    // Ni aumentar ni reducir cambiaron los ajustes: sus acciones no les llegan.
    if trasAumentar == 16 && tamanoDeLosAjustes(store.state) == 16 {
      await diagnosticarAccionPerdida(caso: "ajustes")
    }
  },
  TallerArnes.Prueba("accionDeOtroDestinoSeIgnora") {
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
  TallerArnes.Prueba("accionSinDestinoAvisa") {
    let store = TestStore(initialState: Lista.State(filas: filasDePrueba)) { Lista() }
    await esperarAviso(contiene: "recibió una acción de presentación cuando el estado de destino") {
      await store.send(.destino(.presented(.ajustes(.aumentarLetraPulsado))))
    }
  },
] }

/// El tamaño de letra de los ajustes presentados, o `nil` si no hay ajustes en pantalla.
private func tamanoDeLosAjustes(_ estado: Lista.State) -> Int? {
  guard case let .ajustes(ajustes)? = estado.destino else { return nil }
  return ajustes.tamanoLetra
}
