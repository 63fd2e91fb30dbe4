// nombre: El formulario ya no tiene una acción por campo
// diagnostico: has no member 'nombreCambiado'
// linea: 13
// visto-con: 6.3.1, 6.0.3
// pista: Los campos se editan con el caso `binding` (`.binding(.set(\.nombre, …))` o `store.nombre = …`); no vuelvas a declarar un setter por campo en `Action`.
@testable import Leccion03

// Con `BindableAction`, el nombre se edita con `.binding(.set(\.nombre, "Ana"))`.
// El setter de antes ya no debe existir:
@MainActor
func enviarSetterAntiguo() {
  let accion: Ajustes.Action
  accion = .nombreCambiado("Ana")
  _ = accion
}
