import ComposableArchitecture
import TallerArnes
@testable import Leccion01

/// Ejercicio 4: la lógica de `body` es la que se ejecuta.
var pruebasReproductor: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("reproductorCuentaReproducciones") {
    let store = TestStore(initialState: Reproductor.State(canciones: ["Aire", "Brisa"])) {
      Reproductor()
    }
    await store.send(.reproducirPulsado) {
      $0.reproduciendo = true
      $0.reproducciones = 1
    }
    // Reproducir sí cambió `reproduciendo`, pero no contó la reproducción.
    errorTipico(
      "reproduccion-sin-contar", si: store.state.reproduciendo && store.state.reproducciones == 0)
    await store.send(.pausarPulsado) { $0.reproduciendo = false }
    await store.send(.reproducirPulsado) {
      $0.reproduciendo = true
      $0.reproducciones = 2
    }
  },
  TallerArnes.Prueba("reproductorDaLaVuelta") {
    await paso("tres-canciones") {
      let store = TestStore(
        initialState: Reproductor.State(canciones: ["Aire", "Brisa", "Cierzo"], actual: 1)
      ) {
        Reproductor()
      }
      await store.send(.siguientePulsado) { $0.actual = 2 }
      vigilarVuelta(store.state)
      await store.send(.siguientePulsado) { $0.actual = 0 }
      vigilarVuelta(store.state)
      await store.send(.siguientePulsado) { $0.actual = 1 }
      vigilarVuelta(store.state)
    }
    // La vuelta depende del tamaño de la lista, no de un número fijo: con dos canciones y con una.
    await paso("dos-canciones") {
      let dos = TestStore(initialState: Reproductor.State(canciones: ["Aire", "Brisa"])) {
        Reproductor()
      }
      await dos.send(.siguientePulsado) { $0.actual = 1 }
      vigilarVuelta(dos.state)
      await dos.send(.siguientePulsado) { $0.actual = 0 }
      vigilarVuelta(dos.state)
    }
    await paso("una-cancion") {
      let una = TestStore(initialState: Reproductor.State(canciones: ["Aire"])) { Reproductor() }
      await una.send(.siguientePulsado)
      vigilarVuelta(una.state)
    }
  },
  TallerArnes.Prueba("reproductorListaVacia") {
    let store = TestStore(initialState: Reproductor.State()) { Reproductor() }
    await store.send(.siguientePulsado)
    await store.send(.siguientePulsado)
  },
] }

/// Un índice fuera de la lista tras pulsar «siguiente»: la vuelta no depende de cuántas canciones hay.
@MainActor private func vigilarVuelta(_ estado: Reproductor.State) {
  errorTipico(
    "vuelta-fuera-de-la-lista", ["canciones": "\(estado.canciones.count)", "indice": "\(estado.actual)"],
    si: !estado.canciones.isEmpty && !estado.canciones.indices.contains(estado.actual))
}
