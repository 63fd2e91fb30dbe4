// nombre: La vista de ajustes no puede fingir que el guardado terminó
// diagnostico: type 'Ajustes.Action.View' has no member 'guardadoTerminado'
// linea: 12
// visto-con: 6.3.1, 6.0.3
// pista: Hacen falta dos cosas: que `AjustesVista` conforme `ViewActionSending` (ejercicio 3), para que su `send(_:)` solo acepte casos de `Ajustes.Action.View`, y que `View` no tenga un caso `guardadoTerminado` (bórralo: la respuesta del guardado ya está en `Internal`, y solo la envía el efecto).
import ComposableArchitecture
@testable import Leccion04

/// Una vista que se salta la validación y el efecto enviando directamente la respuesta.
@MainActor
func fingirGuardado(desde vista: AjustesVista) {
  vista.send(.guardadoTerminado)
}
