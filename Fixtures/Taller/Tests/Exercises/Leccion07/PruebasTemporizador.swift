import ComposableArchitecture
import TallerArnes
@testable import Leccion07

var pruebasTemporizador: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("empezar") {
    let store = TestStore(initialState: Temporizador.State()) { Temporizador() }
    await store.send(.empezarPulsado) { $0.enMarcha = true }
    await store.receive(.tick) { $0.segundos = 1 }
  },
  TallerArnes.Prueba("tickSinEfectos") {
    let store = TestStore(initialState: Temporizador.State()) { Temporizador() }
    await store.send(.tick) { $0.segundos = 1 }
  },
] }
