// Prueba real de la entrada `pruebas-sin-conformidad`: la prueba oculta (esta carpeta imita
// `Tests/Exercises/`) crea un `TestStore` con un tipo que ya no declara `Reducer`.
import ComposableArchitecture

struct Pedido {
  struct State: Equatable { var tazas = 0 }
  enum Action: Equatable { case sumarTazaPulsado }
}

@MainActor func pruebaDelPedido() {
  _ = TestStore(initialState: Pedido.State()) { Pedido() }
}
