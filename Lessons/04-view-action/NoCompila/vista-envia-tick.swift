// nombre: La vista del contador no puede enviar el tick interno
// diagnostico: type 'Contador.Action.View' has no member 'tickRecibido'
// linea: 12
// visto-con: 6.3.1, 6.0.3
// pista: El `send` de la vista solo acepta casos de `Contador.Action.View`, y el tick no es un gesto: si `View` tiene un caso `tickRecibido`, bórralo (ya está en `Internal`).
import ComposableArchitecture
@testable import Leccion04

/// Una vista que intenta adelantar el temporizador fingiendo un tick.
@MainActor
func fingirTick(desde vista: ContadorVista) {
  vista.send(.tickRecibido)
}
