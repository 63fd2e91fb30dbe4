import ComposableArchitecture
import TallerArnes
@testable import Leccion05

/// Ejercicio 5: el cronómetro corre sobre su parte del estado, dentro de la carrera.
var pruebasCarrera: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("carreraCuentaVueltas") {
    let store = TestStore(initialState: Carrera.State()) { Carrera() }
    for vuelta in 1...3 {
      await store.send(.cronometro(.vueltaPulsado)) {
        $0.cronometro.vueltas = vuelta
        $0.mejorTanda = vuelta
      }
    }
  },
  TallerArnes.Prueba("carreraGuardaLaMejorTanda") {
    var inicial = Carrera.State(titulo: "Maratón")
    inicial.cronometro.vueltas = 4
    inicial.mejorTanda = 4
    let store = TestStore(initialState: inicial) { Carrera() }
    await store.send(.cronometro(.reiniciarPulsado)) { $0.cronometro.vueltas = 0 }
    await store.send(.cronometro(.vueltaPulsado)) { $0.cronometro.vueltas = 1 }
    // El título no es del cronómetro: nada lo cambia.
    esperarIgual(store.state.titulo, "Maratón", "El título de la carrera no debe cambiar.")
  },
] }
