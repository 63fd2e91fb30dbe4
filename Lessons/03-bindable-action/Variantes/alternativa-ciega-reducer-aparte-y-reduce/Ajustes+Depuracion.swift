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
    // Primero el reducer con su impresora; después, el store que lo ejecuta.
    let reducer = Ajustes()._printChanges(impresora)
    return Store(initialState: State()) {
      reducer
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
  // `reduce(into:)` acumula lo tecleado; en cada paso, una escritura con lo que llevo.
  _ = texto.reduce(into: "") { tecleado, caracter in
    tecleado.append(caracter)
    store.nombre = tecleado
  }
}
