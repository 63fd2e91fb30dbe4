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

  await store.send(.view(.temporizadorPulsado)) { $0.temporizadorActivo = true }

  // Tres segundos, de uno en uno: un tick por segundo, y cada uno suma uno.
  for segundo in 1...3 {
    await reloj.advance(by: .seconds(1))
    await store.receive(._internal(.tickRecibido)) { $0.cuenta = segundo }
  }

  await store.send(.view(.temporizadorPulsado)) { $0.temporizadorActivo = false }

  // Parado, el tiempo puede pasar sin que llegue nada: si llegara un tick, el `TestStore`
  // exhaustivo lo señalaría al acabar, sin recibir.
  await reloj.advance(by: .seconds(3))
}
