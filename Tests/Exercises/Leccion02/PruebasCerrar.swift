import ComposableArchitecture
import TallerArnes
@testable import Leccion02

/// Ejercicios 2 y 3: cerrar deja el destino en nil, cancela sus efectos y el delegado borra.
let pruebasCerrar: [Prueba] = [
  Prueba("cerrarDetalleLoDejaEnNil") {
    let store = TestStore(initialState: listaConDetalle(filasDePrueba[2])) { Lista() }
    await store.send(.destino(.dismiss)) {
      $0.destino = nil
    }
  },
  Prueba("cerrarAjustesAplicaElTamano") {
    let store = TestStore(initialState: listaConAjustes(21)) { Lista() }
    await store.send(.destino(.dismiss)) {
      $0.tamanoLetra = 21
      $0.destino = nil
    }
    // Con otro tamaño elegido, la lista adopta ese otro.
    let otra = TestStore(initialState: listaConAjustes(12)) { Lista() }
    await otra.send(.destino(.dismiss)) {
      $0.tamanoLetra = 12
      $0.destino = nil
    }
  },
  Prueba("cerrarCancelaLaLectura") {
    let reloj = TestClock()
    let store = TestStore(initialState: listaConDetalle(filasDePrueba[0])) {
      Lista()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.destino(.presented(.detalle(.alAparecer))))
    await reloj.advance(by: .seconds(1))
    await store.receive(\.destino.detalle.segundoTranscurrido) {
      $0.destino = .detalle(Detalle.State(fila: filasDePrueba[0], segundosLeyendo: 1))
    }
    await store.send(.destino(.dismiss)) {
      $0.destino = nil
    }
    // Si el temporizador siguiera vivo, ahora mandaría acciones a un destino que ya no existe.
    await reloj.advance(by: .seconds(5))
  },
  Prueba("borrarDesdeDetalleQuitaLaFilaYCierra") {
    let store = TestStore(initialState: listaConDetalle(filasDePrueba[1])) { Lista() }
    // Hay dos formas correctas de cerrar tras el delegado: la lista pone el destino a nil, o el
    // detalle llama a `dismiss()` y llega `.destino(.dismiss)`. Se comprueba el delegado y el
    // resultado final, no el camino (de ahí el modo no exhaustivo).
    store.exhaustivity = .off
    await store.send(.destino(.presented(.detalle(.borrarPulsado))))
    await store.receive(\.destino.detalle.delegate.borrarFila, filasDePrueba[1].id)
    await store.finish()
    await store.skipReceivedActions(strict: false)
    store.assert {
      $0.filas = [filasDePrueba[0], filasDePrueba[2]]
      $0.destino = nil
    }

    // Con otra fila: se borra la del detalle, no una fija.
    let otra = TestStore(initialState: listaConDetalle(filasDePrueba[0])) { Lista() }
    otra.exhaustivity = .off
    await otra.send(.destino(.presented(.detalle(.borrarPulsado))))
    await otra.receive(\.destino.detalle.delegate.borrarFila, filasDePrueba[0].id)
    await otra.finish()
    await otra.skipReceivedActions(strict: false)
    otra.assert {
      $0.filas = [filasDePrueba[1], filasDePrueba[2]]
      $0.destino = nil
    }
  },
]
