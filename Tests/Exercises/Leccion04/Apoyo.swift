import ComposableArchitecture
import TallerArnes
@testable import Leccion04

/// Cuánto espera `receive` una acción que el `TestClock` ya debería haber despertado.
///
/// Un efecto que espera con `clock` entrega su acción en cuanto la prueba avanza el reloj; uno que
/// espera con `Task.sleep` tarda un segundo real y no llega a tiempo. Es un valor fijo (no se
/// escala con `TALLER_FACTOR_TIEMPO`) para que esa diferencia no dependa de la máquina.
let margenTrasAvanzar: Duration = .milliseconds(500)

/// Anota lo que envía una vista, para contarlo en los mensajes de fallo.
///
/// Las pruebas de las vistas no usan el reducer del alumno, sino uno de prueba con las reglas
/// del enunciado y sin efectos: así juzgan solo la vista (los ejercicios 1 y 3 tienen sus pruebas).
@MainActor
final class Bitacora {
  /// Cada acción recibida, volcada como la muestra el runtime.
  private(set) var acciones: [String] = []

  /// Anota una acción.
  func anotar<Accion>(_ accion: Accion) {
    acciones.append(String(customDumping: accion))
  }

  /// La lista para un mensaje: «ninguna» o una acción por línea.
  var resumen: String {
    acciones.isEmpty
      ? "La vista no envió ninguna acción."
      : "La vista envió:\n" + acciones.map { "    \($0)" }.joined(separator: "\n")
  }
}

/// Compara el estado de `store` con `esperado`; si difiere, anota `mensaje`, lo que envió la vista
/// y el diff, y devuelve `false` (la prueba se detiene ahí: los fallos siguientes serían eco de este).
@MainActor
func estadoCoincide<State: Equatable, Action>(
  _ store: Store<State, Action>, _ esperado: State, _ mensaje: String, _ bitacora: Bitacora
) -> Bool {
  esperarIgual(store.state, esperado, "\(mensaje)\n\(bitacora.resumen)")
  return store.state == esperado
}

/// Un `Store` del contador cuyo reducer aplica los gestos según el enunciado y los anota.
@MainActor
func storeDeContador(_ estado: Contador.State, bitacora: Bitacora) -> StoreOf<Contador> {
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
func storeDeAjustes(_ estado: Ajustes.State, bitacora: Bitacora) -> StoreOf<Ajustes> {
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
