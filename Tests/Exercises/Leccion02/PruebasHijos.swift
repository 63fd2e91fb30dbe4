import ComposableArchitecture
import TallerArnes
@testable import Leccion02

/// Ejercicio 1: el `body` de `Destino`, solo, lleva cada acción al hijo de su caso, y solo a él.
///
/// Estas pruebas ejecutan `Destino.body` sin la lista: un fallo del `ifLet` de la lista (ejercicio 2)
/// no se cuenta aquí (#33.1).
var pruebasHijos: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("destinoEsUnCaseReducer") {
    // La conformidad la escribe el alumno: se comprueba en ejecución, sin exigirla al compilar.
    try requerir(
      Destino.self as Any.Type is any CaseReducer.Type,
      """
      `Destino` todavía no es un `CaseReducer`: su `body` estático existe, pero nada lo une al enum, y \
      `ifLet` sin cierre no puede encontrarlo. Escribe la conformidad que generaría `@Reducer`, \
      `extension Destino: CaseReducer {}`, en `Destino.swift`, donde está su `// TODO:`.
      """)
    let deSuEstado = try requerir(
      reducerDeSuEstado(),
      """
      `Destino.State` todavía no es un `CaseReducerState`, así que `ifLet` no sabe qué reducer le \
      corresponde. Declara la conformidad en `enum State` con su `typealias StateReducer`, como la \
      generaría `@Reducer` (el `// TODO:` de `Destino.swift`).
      """)
    esperar(
      deSuEstado == Destino.self,
      "`Destino.State.StateReducer` debe ser `Destino`, el enum del que es el estado; es \(deSuEstado).")
  },
  TallerArnes.Prueba("detalleRecibeSusAcciones") {
    for fila in [filasDePrueba[0], filasDePrueba[2]] {
      let store = TestStore(initialState: Destino.State.detalle(Detalle.State(fila: fila))) { Destino.body }
      await store.send(.detalle(.favoritoPulsado)) {
        $0 = .detalle(Detalle.State(fila: fila, favorito: true))
      }
      await store.send(.detalle(.segundoTranscurrido)) {
        $0 = .detalle(Detalle.State(fila: fila, favorito: true, segundosLeyendo: 1))
      }
      guard case let .detalle(detalle) = store.state else { return }
      // Ni «favorito» ni el segundo cambiaron el detalle: su acción no le llega.
      if !detalle.favorito && detalle.segundosLeyendo == 0 { diagnosticarHijoSinCambios(caso: "detalle") }
      // «Favorito» se alterna dos veces y el segundo cuenta dos: cada acción se ejecuta dos veces.
      errorTipico("detalle-dos-veces", si: !detalle.favorito && detalle.segundosLeyendo == 2)
    }
  },
  TallerArnes.Prueba("ajustesRecibenSusAcciones") {
    for tamano in [16, 23] {
      let store = TestStore(initialState: Destino.State.ajustes(Ajustes.State(tamanoLetra: tamano))) {
        Destino.body
      }
      await store.send(.ajustes(.aumentarLetraPulsado)) {
        $0 = .ajustes(Ajustes.State(tamanoLetra: tamano + 1))
      }
      let trasAumentar = tamanoDeLosAjustes(store.state)
      await store.send(.ajustes(.reducirLetraPulsado)) {
        $0 = .ajustes(Ajustes.State(tamanoLetra: tamano))
      }
      // Ni aumentar ni reducir cambiaron los ajustes: sus acciones no les llegan.
      if trasAumentar == tamano && tamanoDeLosAjustes(store.state) == tamano {
        diagnosticarHijoSinCambios(caso: "ajustes")
      }
    }
  },
  TallerArnes.Prueba("accionDeOtroDestinoSeIgnora") {
    let store = TestStore(initialState: Destino.State.ajustes(Ajustes.State(tamanoLetra: 16))) { Destino.body }
    // Con los ajustes en pantalla, una acción del detalle no cambia nada. `Scope` e `ifCaseLet`
    // avisan de ella (es lo que hace el `body` que genera TCA); un enrutado escrito a mano que la
    // ignore en silencio es igual de correcto. Cualquier otro aviso sí hace fallar la prueba.
    await tolerarAviso(contiene: "recibió una acción hija cuando el estado estaba en otro caso") {
      await store.send(.detalle(.favoritoPulsado))
    }
    await store.send(.ajustes(.reducirLetraPulsado)) {
      $0 = .ajustes(Ajustes.State(tamanoLetra: 15))
    }
  },
] }

/// Ejercicio 2: la lista integra el destino con `ifLet`.
var pruebasIntegracion: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("accionSinDestinoAvisa") {
    let store = TestStore(initialState: Lista.State(filas: filasDePrueba)) { Lista() }
    await esperarAviso(contiene: "recibió una acción de presentación cuando el estado de destino") {
      await store.send(.destino(.presented(.ajustes(.aumentarLetraPulsado))))
    }
    await diagnosticarIfLet()
  },
] }

/// El tamaño de letra de los ajustes, o `nil` si el estado es de otro caso.
private func tamanoDeLosAjustes(_ estado: Destino.State) -> Int? {
  guard case let .ajustes(ajustes) = estado else { return nil }
  return ajustes.tamanoLetra
}

/// El `StateReducer` de `Destino.State`, o `nil` si aún no conforma `CaseReducerState`.
private func reducerDeSuEstado() -> Any.Type? {
  guard let estado = Destino.State.self as Any.Type as? any CaseReducerState.Type else { return nil }
  return suReducer(estado)
}

/// Abre el existencial para leer `StateReducer`.
private func suReducer<S: CaseReducerState>(_ estado: S.Type) -> Any.Type {
  S.StateReducer.self
}
