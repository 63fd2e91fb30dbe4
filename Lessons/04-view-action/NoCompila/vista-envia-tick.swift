// nombre: La vista del contador no puede enviar el tick interno
// diagnostico: type 'Contador.Action.View' has no member 'tickRecibido'
// linea: 12
// visto-con: 6.3.1, 6.0.3
// pista: Hacen falta dos cosas: que `ContadorVista` conforme `ViewActionSending` (ejercicio 2), para que su `send(_:)` solo acepte casos de `Contador.Action.View`, y que `View` no tenga un caso `tickRecibido` (ejercicio 1: bórralo; ya está en `Internal`).
import ComposableArchitecture
@testable import Leccion04

/// Una vista que intenta adelantar el temporizador fingiendo un tick.
@MainActor
func fingirTick(desde vista: ContadorVista) {
  vista.send(.tickRecibido)
}
