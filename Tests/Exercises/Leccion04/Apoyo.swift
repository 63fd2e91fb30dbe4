import ComposableArchitecture
import TallerArnes
@testable import Leccion04

/// Cuánto espera `receive` una acción que el `TestClock` ya debería haber despertado.
///
/// Un efecto que espera con `clock` entrega su acción en cuanto la prueba avanza el reloj; uno que
/// espera con `Task.sleep` tarda un segundo real y no llega a tiempo. Es un valor fijo (no se
/// escala con `TALLER_FACTOR_TIEMPO`) para que esa diferencia no dependa de la máquina.
let margenTrasAvanzar: Duration = .milliseconds(500)

extension BitacoraAcciones {
  /// La lista para un mensaje: «ninguna» o una acción por línea, volcada como la muestra el runtime.
  var resumen: String {
    acciones.isEmpty
      ? "La vista no envió ninguna acción."
      : "La vista envió:\n" + acciones.map { "    " + String(customDumping: $0) }.joined(separator: "\n")
  }
}

/// Espera, en tiempo real y sin tocar ningún reloj de prueba, hasta que `condicion` se cumpla o pase
/// `limite`. Devuelve si se cumplió.
///
/// Solo se usa tras un fallo, para reconocer la causa (una acción que llega tarde porque el efecto
/// espera con `Task.sleep`): una solución correcta nunca paga esta espera.
@MainActor
func llegaEnTiempoReal(limite: Duration = .milliseconds(1_200), _ condicion: () -> Bool) async -> Bool {
  let reloj = ContinuousClock()
  let fin = reloj.now.advanced(by: limite)
  while reloj.now < fin {
    if condicion() { return true }
    try? await Task.sleep(for: .milliseconds(20))
  }
  return condicion()
}

/// Compara el estado de `store` con `esperado`; si difiere, anota `mensaje`, lo que envió la vista
/// y el diff, y devuelve `false` (la prueba se detiene ahí: los fallos siguientes serían eco de este).
@MainActor
func estadoCoincide<State: Equatable, Action>(
  _ store: Store<State, Action>, _ esperado: State, _ mensaje: String, _ bitacora: BitacoraAcciones<Action>
) -> Bool {
  esperarIgual(store.state, esperado, "\(mensaje)\n\(bitacora.resumen)")
  return store.state == esperado
}

/// Un `Store` del contador cuyo reducer aplica los gestos según el enunciado y los anota.
@MainActor
func storeDeContador(_ estado: Contador.State, bitacora: BitacoraAcciones<Contador.Action>) -> StoreOf<Contador> {
  Store(initialState: estado) {
    Reduce<Contador.State, Contador.Action> { state, action in
      bitacora.anotar(action)
      // Sin `switch`: si el alumno añade casos a `Action`, estas pruebas siguen compilando.
      if case .view(.incrementarPulsado) = action { state.cuenta += 1 }
      if case .view(.decrementarPulsado) = action { state.cuenta -= 1 }
      if case .view(.reiniciarPulsado) = action { state.cuenta = 0 }
      if case .view(.temporizadorPulsado) = action { state.temporizadorActivo.toggle() }
      return .none
    }
  }
}

/// Un `Store` de ajustes cuyo reducer aplica los bindings, marca `guardando` al guardar y anota
/// cada acción.
@MainActor
func storeDeAjustes(_ estado: Ajustes.State, bitacora: BitacoraAcciones<Ajustes.Action>) -> StoreOf<Ajustes> {
  Store(initialState: estado) {
    Reduce<Ajustes.State, Ajustes.Action> { _, action in
      bitacora.anotar(action)
      return .none
    }
    BindingReducer(action: \.view)
    Reduce<Ajustes.State, Ajustes.Action> { state, action in
      if case .view(.guardarPulsado) = action { state.guardando = true }
      return .none
    }
  }
}

/// Detiene la prueba si `vista` aún no conforma `ViewActionSending` (ejercicios 2 y 3): sin esa
/// conformidad no tiene el `send(_:)` que solo acepta gestos, y con `store.send` puede enviar
/// cualquier acción. La conformidad la escribe el alumno, así que se comprueba en ejecución.
func requerirSendDeVista(
  _ vista: Any, nombre: String, feature: String, archivo: String,
  fileID: StaticString = #fileID, line: UInt = #line
) throws {
  try requerir(
    vista is any ViewActionSending,
    """
    `\(nombre)` todavía no conforma `ViewActionSending`: no tiene el `send(_:)` que solo acepta casos \
    de `\(feature).Action.View`, y con `store.send` puede enviar cualquier acción, también una \
    `_internal`. Escribe lo que generaría `@ViewAction(for: \(feature).self)`, la conformidad \
    `extension \(nombre): ViewActionSending {}`, al final de `\(archivo)`, y envía cada gesto con `send(_:)`.
    """,
    fileID: fileID, line: line)
}
