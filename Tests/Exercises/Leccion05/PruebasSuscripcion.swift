import ComposableArchitecture
import TallerArnes
@testable import Leccion05

/// Ejercicio 6: los campos del formulario se editan con la acción de binding, y confirmar valida.
var pruebasSuscripcion: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("suscripcionEditaSusCampos") {
    let store = TestStore(initialState: Suscripcion.State()) { Suscripcion() }
    await store.send(.binding(.set(\.correo, "ana@correo.es"))) { $0.correo = "ana@correo.es" }
    await store.send(.binding(.set(\.quiereNovedades, true))) { $0.quiereNovedades = true }
    await store.send(.binding(.set(\.correo, "luis@correo.es"))) { $0.correo = "luis@correo.es" }
  },
  TallerArnes.Prueba("suscripcionConfirmaSoloConArroba") {
    let store = TestStore(initialState: Suscripcion.State()) { Suscripcion() }
    await store.send(.binding(.set(\.correo, "ana@correo.es"))) { $0.correo = "ana@correo.es" }
    await store.send(.confirmarPulsado) { $0.confirmada = true }
    await store.send(.binding(.set(\.correo, "ana"))) { $0.correo = "ana" }
    await store.send(.confirmarPulsado) { $0.confirmada = false }
  },
] }
