// nombre: La vista no puede envolver una acción en `_internal`
// diagnostico: type 'Contador.Action.View' has no member '_internal'
// linea: 13
// visto-con: 6.3.1, 6.0.3
// pista: `ContadorVista` necesita la conformidad a `ViewActionSending` (lo que generaría `@ViewAction`, ejercicio 2): su `send(_:)` recibe un `Contador.Action.View`, que no tiene caso `_internal`. Con `store.send`, en cambio, la vista puede enviar cualquier acción.
import ComposableArchitecture
@testable import Leccion04

/// Una vista que intenta colar una acción interna escribiendo el caso de `Action` completo.
@MainActor
func colarInterna(desde vista: ContadorVista) {
  let tick = Contador.Action.Internal.tickRecibido
  vista.send(._internal(tick))
}
