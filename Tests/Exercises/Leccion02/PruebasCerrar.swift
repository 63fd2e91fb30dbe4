import ComposableArchitecture
import TallerArnes
@testable import Leccion02

/// Ejercicios 2 y 3: cerrar deja el destino en nil, cancela sus efectos y el delegado borra.
var pruebasCerrar: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("cerrarDetalleLoDejaEnNil") {
    try Casos.requerirEscritos()
    let store = TestStore(initialState: listaConDetalle(filasDePrueba[2])) { Lista() }
    await store.send(.destino(.dismiss)) {
      $0.destino = nil
    }
  },
  TallerArnes.Prueba("cerrarAjustesAplicaElTamano") {
    try Casos.requerirEscritos()
    let store = TestStore(initialState: listaConAjustes(21)) { Lista() }
    // Con los ajustes abiertos, pulsar sus botones no cambia todavía la lista. Se mira solo el
    // tamaño de la lista, aplicando el reducer fuera del store: que los ajustes cambien lo comprueba
    // el ejercicio 1.
    let sigue = paso("antes-de-cerrar") {
      var abierta = listaConAjustes(21)
      // NB: los avisos del runtime sobre el destino (un `extract` roto) son del ejercicio 1: no cuentan aquí.
      _ = observarAhora {
        for accion in [Ajustes.Action.reducirLetraPulsado, .aumentarLetraPulsado, .aumentarLetraPulsado] {
          _ = Lista().reduce(into: &abierta, action: .destino(.presented(Casos.deLosAjustes(accion))))
        }
      }
      esperarIgual(
        abierta.tamanoLetra, 16, "Con los ajustes abiertos, pulsar sus botones no debe cambiar aún el tamaño de la lista.")
      errorTipico("tamano-copiado-antes-de-cerrar", ["tamano": "\(abierta.tamanoLetra)"], si: abierta.tamanoLetra != 16)
      return abierta.tamanoLetra == 16
    }
    guard sigue else { return }
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
    let tamanos = (store.state.tamanoLetra, otra.state.tamanoLetra)
    // Eligiendo 21 y 12, la lista se quedó en su 16: al cerrar no adoptó el tamaño elegido.
    errorTipico("tamano-leido-tras-cerrar", si: tamanos == (16, 16))
    // Eligiendo 21 y 12, la lista adoptó el mismo tamaño las dos veces: uno fijo.
    errorTipico(
      "tamano-fijo-al-cerrar", ["tamano": "\(tamanos.0)"], si: tamanos.0 == tamanos.1 && tamanos.0 != 16)
  },
  TallerArnes.Prueba("cerrarCancelaLaLectura") {
    try Casos.requerirEscritos()
    let reloj = TestClock()
    let store = TestStore(initialState: listaConDetalle(filasDePrueba[0])) {
      Lista()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.destino(.presented(Casos.delDetalle(.alAparecer))))
    await reloj.advance(by: .seconds(1))
    await store.receive(\.destino.detalle.segundoTranscurrido) {
      $0.destino = Casos.detalle(Detalle.State(fila: filasDePrueba[0], segundosLeyendo: 1))
    }
    await store.send(.destino(.dismiss)) {
      $0.destino = nil
    }
    // Si el temporizador siguiera vivo, ahora mandaría acciones a un destino que ya no existe.
    await reloj.advance(by: .seconds(5))
  },
  TallerArnes.Prueba("borrarDesdeDetalleQuitaLaFilaYCierra") {
    try Casos.requerirEscritos()
    // Hay dos formas correctas de cerrar tras el delegado: la lista pone el destino a nil, o el
    // detalle llama a `dismiss()` y llega `.destino(.dismiss)`. Se comprueba el delegado y el
    // resultado final, no el camino (de ahí el modo no exhaustivo).
    for (fila, quedan) in [
      (filasDePrueba[1], [filasDePrueba[0], filasDePrueba[2]]),
      // Con otra fila: se borra la del detalle, no una fija.
      (filasDePrueba[0], [filasDePrueba[1], filasDePrueba[2]]),
    ] {
      let store = TestStore(initialState: listaConDetalle(fila)) { Lista() }
      store.exhaustivity = .off
      var borradaConElBoton = false
      var sinDelegado = false
      let vistos = await observar {
        await store.send(.destino(.presented(Casos.delDetalle(.borrarPulsado))))
        borradaConElBoton = !store.state.filas.contains(fila)
        let recibir = await observar {
          await store.receive(\.destino.detalle.delegate.borrarFila, fila.id)
        }
        sinDelegado = recibir.contains { $0.kind == .failure }
        await store.finish()
        await store.skipReceivedActions(strict: false)
      }
      store.assert {
        $0.filas = quedan
        $0.destino = nil
      }
      diagnosticarBorrado(
        store.state, fila: fila, borradaConElBoton: borradaConElBoton, sinDelegado: sinDelegado, vistos: vistos)
    }
  },
] }

/// Reconoce, por lo que pasó al borrar `fila` desde su detalle, el error típico cometido.
private func diagnosticarBorrado(
  _ estado: Lista.State, fila: Fila, borradaConElBoton: Bool, sinDelegado: Bool, vistos: [ReportedIssue]
) {
  let borrada = !estado.filas.contains(fila)
  if sinDelegado && borradaConElBoton {
    errorTipico("padre-escucha-el-boton")
  } else if sinDelegado && !borrada && estado.destino == nil {
    errorTipico("cerrar-antes-de-avisar")
  } else if vistos.contains(where: { $0.message.contains("acción de presentación cuando el estado de destino") }) {
    errorTipico("if-let-despues-del-reduce")
  } else if borrada, estado.destino != nil {
    errorTipico("cerrar-con-otro-caso", ["caso": Casos.nombre(estado.destino)])
  }
}
