import ComposableArchitecture
import TallerArnes
@testable import Leccion05

/// Ejercicio 1: con `Action` bien nombrada, el pedido suma y quita tazas.
var pruebasPedido: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("pedidoSumaTazas") {
    let store = TestStore(initialState: Pedido.State()) { Pedido() }
    await store.send(.sumarTazaPulsado) { $0.tazas = 1 }
    await store.send(.sumarTazaPulsado) { $0.tazas = 2 }
    esperarIgual(store.state.importe, 300, "Dos tazas a 150 céntimos deben costar 300 céntimos.")
  },
  TallerArnes.Prueba("pedidoNoBajaDeCero") {
    let store = TestStore(initialState: Pedido.State(tazas: 1)) { Pedido() }
    await store.send(.quitarTazaPulsado) { $0.tazas = 0 }
    // Sin tazas, quitar otra no cambia nada: el pedido no puede tener tazas negativas.
    await store.send(.quitarTazaPulsado)
  },
] }
