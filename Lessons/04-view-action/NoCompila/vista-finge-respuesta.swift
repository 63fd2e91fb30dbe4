// nombre: La vista de ajustes no puede fingir que el guardado terminó
// diagnostico: type 'Ajustes.Action.View' has no member 'guardadoTerminado'
// linea: 12
// visto-con: 6.3.1, 6.0.3
// pista: La respuesta del guardado es un caso de `Ajustes.Action.Internal`: solo la envía el efecto. Si `Ajustes.Action.View` tiene un caso `guardadoTerminado`, bórralo.
import ComposableArchitecture
@testable import Leccion04

/// Una vista que se salta la validación y el efecto enviando directamente la respuesta.
@MainActor
func fingirGuardado(desde vista: AjustesVista) {
  vista.send(.guardadoTerminado)
}
