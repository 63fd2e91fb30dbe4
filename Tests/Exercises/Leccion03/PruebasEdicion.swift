import ComposableArchitecture
import TallerArnes
@testable import Leccion03

/// Ejercicio 1: cada campo se escribe con la acción de binding, llegue por donde llegue
/// (`.binding(.set(\.campo, v))`, `Ajustes.Action.set(\.campo, v)` o `store.campo = v`). El alumno
/// declara la conformidad y el caso, así que las acciones se construyen con `enlace` (`Enlaces.swift`).
///
/// Solo miran los campos del formulario (#33.1): lo que un binding no debe provocar (llamar al
/// cliente, ejercicio 2; guardar o validar, ejercicio 3) lo comprueban las pruebas de esos ejercicios,
/// así que un error de otro ejercicio no pone en rojo este. Por eso los `TestStore` no son exhaustivos.
var pruebasEdicion: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("nombreSeEdita") {
    let store = storeDeEdicion()
    for nombre in ["Ana", "Luis Ángel"] {
      try await store.send(enlace(\.nombre, nombre)) { $0.nombre = nombre }
    }
    errorTipico("bindings-a-mano", si: store.state.nombre != "Luis Ángel" && bindingsAMano())
    esperarIgual(
      camposDelFormulario(store.state), camposDelFormulario(formulario(nombre: "Luis Ángel")),
      "Escribir el nombre solo debe cambiar `nombre` entre los campos del formulario.")
  },

  TallerArnes.Prueba("volumenSeEdita") {
    let store = storeDeEdicion()
    for volumen in [0.8, 0.1] {
      try await store.send(enlace(\.volumen, volumen)) { $0.volumen = volumen }
    }
    esperarIgual(
      camposDelFormulario(store.state), camposDelFormulario(formulario(volumen: 0.1)),
      "Mover el volumen solo debe cambiar `volumen` entre los campos del formulario.")
  },

  TallerArnes.Prueba("bindingSetEscritoAMano") {
    let store = storeDeEdicion()
    try await store.send(enlacePorProtocolo(\.nombre, "Luis")) { $0.nombre = "Luis" }
    try await store.send(enlacePorProtocolo(\.volumen, 0.3)) { $0.volumen = 0.3 }
    try await store.send(enlacePorProtocolo(\.notificaciones, true)) { $0.notificaciones = true }
    esperarIgual(
      camposDelFormulario(store.state),
      camposDelFormulario(formulario(nombre: "Luis", notificaciones: true, volumen: 0.3)),
      "Con 'Ajustes.Action.set(…)', cada acción debe cambiar solo su campo.")
  },

  TallerArnes.Prueba("camposDesdeStore") {
    let store = Store(initialState: Ajustes.State()) {
      Ajustes()
    } withDependencies: {
      $0.clienteNotificaciones = ClienteNotificaciones(actualizar: { _ in })
    }
    try paso("nombre") {
      try requerir(asignar(\.nombre, "Marta", en: store), faltaBindableAction)
      try requerir(
        store.nombre == "Marta",
        "Tras 'store.nombre = \"Marta\"', 'store.nombre' vale \(String(reflecting: store.nombre)) "
          + "en vez de \"Marta\"."
      )
    }
    paso("los-tres") {
      _ = asignar(\.volumen, 0.25, en: store)
      _ = asignar(\.notificaciones, true, en: store)
      esperarIgual(
        camposDelFormulario(store.state),
        camposDelFormulario(formulario(nombre: "Marta", notificaciones: true, volumen: 0.25)),
        "Tras 'store.nombre = \"Marta\"', 'store.volumen = 0.25' y 'store.notificaciones = true', "
          + "los campos del formulario deben tener esos tres valores."
      )
    }
  },
] }

/// Un `TestStore` no exhaustivo de los ajustes, con un cliente que no hace nada.
@MainActor
private func storeDeEdicion() -> TestStore<Ajustes.State, Ajustes.Action> {
  let store = TestStore(initialState: Ajustes.State()) {
    Ajustes()
  } withDependencies: {
    $0.clienteNotificaciones = ClienteNotificaciones(actualizar: { _ in })
  }
  store.exhaustivity = .off
  return store
}

/// Un estado inicial con estos campos del formulario.
private func formulario(nombre: String = "", notificaciones: Bool = false, volumen: Double = 0.5) -> Ajustes.State {
  var estado = Ajustes.State()
  estado.nombre = nombre
  estado.notificaciones = notificaciones
  estado.volumen = volumen
  return estado
}

/// Los campos que escriben los bindings, sin los que son de guardar (`aviso`, `nombreGuardado`).
private func camposDelFormulario(_ estado: Ajustes.State) -> Ajustes.State {
  var campos = estado
  campos.aviso = nil
  campos.nombreGuardado = nil
  return campos
}
