import ComposableArchitecture

// Ejercicio 4 · Tu prueba del temporizador.
//
// Las pruebas de los ejercicios 1 a 3 las escribió el taller; esta la escribes tú, como la
// escribirías en el target de pruebas de tu app. El checker la ejecuta con un contador correcto (debe
// pasar) y con varios contadores estropeados, cada uno con un defecto distinto del temporizador
// (cada uno debe hacerla fallar). No te dice cuáles son: tu prueba tiene que fijar lo que hace el
// temporizador, no lo que hace tu código.

/// Prueba el temporizador de `contador` con un `TestStore` y un `TestClock`.
///
/// - Parameter contador: El reducer que se prueba. Ponlo en el `TestStore` en lugar de `Contador()`
///   (`TestStore(initialState: Contador.State()) { contador }`), para que el checker pueda cambiarlo.
@MainActor
func probarTemporizador(_ contador: some Reducer<Contador.State, Contador.Action>) async {
  let reloj = TestClock()
  let store = TestStore(initialState: Contador.State()) {
    contador
  } withDependencies: {
    $0.continuousClock = reloj
  }

  // La prueba de la sección 3 del README: arrancar, un tick y parar.
  await store.send(.view(.temporizadorPulsado)) { $0.temporizadorActivo = true }
  await reloj.advance(by: .seconds(1))
  await store.receive(._internal(.tickRecibido)) { $0.cuenta = 1 }
  await store.send(.view(.temporizadorPulsado)) { $0.temporizadorActivo = false }
}
