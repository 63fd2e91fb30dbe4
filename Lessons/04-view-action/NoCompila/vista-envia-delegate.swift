// nombre: La vista de ajustes no puede enviar la acción `delegate` al padre
// diagnostico: type 'Ajustes.Action.View' has no member 'delegate'
// linea: 13
// visto-con: 6.3.1, 6.0.3
// pista: La vista solo debe poder enviar gestos: para eso `AjustesVista` necesita el `send(_:)` de `ViewActionSending` (la conformidad que generaría `@ViewAction`, ejercicio 3), que solo acepta casos de `Ajustes.Action.View`. Las acciones `delegate` son la voz del reducer hacia su padre; la vista no puede hablar por él.
import ComposableArchitecture
@testable import Leccion04

/// Una vista que intenta provocar la navegación del padre sin que se haya guardado nada.
@MainActor
func avisarAlPadre(desde vista: AjustesVista) {
  let aviso = Ajustes.Action.Delegate.ajustesGuardados(nombre: "Ana")
  vista.send(.delegate(aviso))
}
