import ComposableArchitecture
import TallerArnes
@testable import Leccion01

/// Ejercicio 4: la lógica de `body` es la que se ejecuta.
let pruebasReproductor: [Prueba] = [
  Prueba("reproductorCuentaReproducciones") {
    let store = TestStore(initialState: Reproductor.State(canciones: ["Aire", "Brisa"])) {
      Reproductor()
    }
    await store.send(.reproducirPulsado) {
      $0.reproduciendo = true
      $0.reproducciones = 1
    }
    await store.send(.pausarPulsado) { $0.reproduciendo = false }
    await store.send(.reproducirPulsado) {
      $0.reproduciendo = true
      $0.reproducciones = 2
    }
  },
  Prueba("reproductorDaLaVuelta") {
    let store = TestStore(
      initialState: Reproductor.State(canciones: ["Aire", "Brisa", "Cierzo"], actual: 1)
    ) {
      Reproductor()
    }
    await store.send(.siguientePulsado) { $0.actual = 2 }
    await store.send(.siguientePulsado) { $0.actual = 0 }
    await store.send(.siguientePulsado) { $0.actual = 1 }

    // La vuelta depende del tamaño de la lista, no de un número fijo: con dos canciones y con una.
    let dos = TestStore(initialState: Reproductor.State(canciones: ["Aire", "Brisa"])) {
      Reproductor()
    }
    await dos.send(.siguientePulsado) { $0.actual = 1 }
    await dos.send(.siguientePulsado) { $0.actual = 0 }
    let una = TestStore(initialState: Reproductor.State(canciones: ["Aire"])) { Reproductor() }
    await una.send(.siguientePulsado)
  },
  Prueba("reproductorListaVacia") {
    let store = TestStore(initialState: Reproductor.State()) { Reproductor() }
    await store.send(.siguientePulsado)
    await store.send(.siguientePulsado)
  },
]
