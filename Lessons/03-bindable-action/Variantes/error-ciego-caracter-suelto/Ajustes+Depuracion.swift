import ComposableArchitecture

// Ejercicio 4 · Ver el flujo: cada tecla es una acción con nombre.
//
// En SwiftUI, `TextField("Nombre", text: $store.nombre)` escribe en `$store.nombre` con cada
// pulsación, y esa escritura es `store.nombre = texto`: el `Store` la convierte en
// `.binding(.set(\.nombre, texto))`. `_printChanges()` lo hace visible, porque imprime cada acción que
// recibe el reducer y el cambio de estado que produjo.

extension Ajustes {
  /// El store de la pantalla, que pasa cada acción y su cambio de estado a `impresora`.
  ///
  /// - Parameter impresora: Dónde se escribe cada cambio; por defecto, la consola (`.customDump`).
  ///   Las pruebas pasan una que anota lo que recibe.
  @MainActor
  static func storeDepurado(
    _ impresora: _ReducerPrinter<State, Action> = .customDump
  ) -> StoreOf<Ajustes> {
    Store(initialState: State()) {
      Ajustes()._printChanges(impresora)
    }
  }
}

/// Lo que hace un `TextField` enlazado a `$store.nombre` mientras el usuario teclea `texto`: una
/// escritura por carácter, con lo tecleado hasta ese momento (para «Ana»: «A», «An», «Ana»).
///
/// - Parameters:
///   - texto: Lo que teclea el usuario, carácter a carácter; vacío no escribe nada.
///   - store: El store de la pantalla.
@MainActor
func teclear(_ texto: String, en store: StoreOf<Ajustes>) {
  // Una escritura por tecla: cada carácter que pulsa el usuario.
  for caracter in texto {
    store.nombre = String(caracter)
  }
}
