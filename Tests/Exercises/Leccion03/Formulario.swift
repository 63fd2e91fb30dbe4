import ComposableArchitecture
import SwiftUIDeImitacion
import TallerArnes
@testable import Leccion03

// La vista del ejercicio 1 se prueba sin el reducer del alumno: el store de `storeDeVista` solo
// aplica los bindings (`BindingReducer`) y anota cada acción, así que un error del reducer no pone en
// rojo la vista. Cada control se sondea en un store nuevo: lo que escribe uno no lo ve otro.

/// Lo que hizo un control al usarlo una vez, en un store nuevo con el estado de partida.
struct Sonda {
  /// El control, tal como lo lista la vista.
  var control: Control
  /// Lo que mostraba antes de usarlo (el texto, el interruptor o el valor del deslizador).
  var mostrado: String?
  /// Las acciones que envió.
  var enviadas: [Ajustes.Action]
  /// El estado después.
  var estado: Ajustes.State
  /// Para un interruptor, el estado tras escribir otra vez el mismo valor (SwiftUI puede escribir un
  /// valor igual al que hay: un binding que invierte en vez de escribir lo que recibe se delata).
  var trasRepetir: Ajustes.State?

  /// Los campos que escribieron sus acciones de binding, en orden.
  var campos: [PartialKeyPath<Ajustes.State>] { enviadas.compactMap { edicion($0)?.keyPath } }
  /// Si envió, y solo una vez, `.guardarPulsado`.
  var guarda: Bool {
    guard enviadas.count == 1, case .guardarPulsado = enviadas[0] else { return false }
    return true
  }
}

/// El estado con el que arranca cada sonda: ningún campo tiene el valor que escribe la sonda.
let estadoDeVista = Ajustes.State(nombre: "Ana", notificaciones: false, volumen: 0.25)

/// Los controles de `AjustesVista` sobre `estado`, cada uno usado una vez en su propio store; `nil`
/// sin la conformidad `BindableAction`.
@MainActor
func sondearVista(_ estado: Ajustes.State = estadoDeVista) -> [Sonda]? {
  guard let primero = storeDeVista(estado) else { return nil }
  let cuantos = controles(de: AjustesVista(store: primero.store)).count
  return (0..<cuantos).compactMap { indice in
    guard let (store, bitacora) = storeDeVista(estado) else { return nil }
    let lista = controles(de: AjustesVista(store: store))
    guard indice < lista.count else { return nil }
    let control = lista[indice]
    let mostrado = usar(control)
    var sonda = Sonda(control: control, mostrado: mostrado, enviadas: bitacora.acciones, estado: store.state)
    if case let .interruptor(_, activado) = control {
      activado.wrappedValue = sonda.estado.notificaciones
      sonda.trasRepetir = store.state
    }
    return sonda
  }
}

/// Usa `control` como lo haría el usuario y devuelve lo que mostraba antes: teclea en un campo,
/// cambia un interruptor, mueve un deslizador a 0,75, pulsa un botón.
@MainActor
private func usar(_ control: Control) -> String? {
  switch control {
  case .texto:
    return nil
  case let .campoDeTexto(_, texto):
    defer { texto.wrappedValue = "Beto Núñez" }
    return texto.wrappedValue
  case let .interruptor(_, activado):
    let antes = activado.wrappedValue
    activado.wrappedValue = !antes
    return "\(antes)"
  case let .deslizador(_, valor, _):
    defer { valor.wrappedValue = 0.75 }
    return "\(valor.wrappedValue)"
  case let .boton(_, accion):
    accion()
    return nil
  }
}

/// Un store de `Ajustes` que solo aplica bindings y anota cada acción; `nil` sin la conformidad.
@MainActor
private func storeDeVista(
  _ estado: Ajustes.State
) -> (store: StoreOf<Ajustes>, bitacora: BitacoraAcciones<Ajustes.Action>)? {
  guard let tipo = accionEnlazable() else { return nil }
  let bitacora = BitacoraAcciones<Ajustes.Action>()
  guard let store = storeAbierto(tipo, estado, bitacora) else { return nil }
  return (store, bitacora)
}

/// Abre el existencial: `A` es `Ajustes.Action` en ejecución, vista como `BindableAction`.
@MainActor
private func storeAbierto<A: BindableAction<Ajustes.State>>(
  _ tipo: A.Type, _ estado: Ajustes.State, _ bitacora: BitacoraAcciones<Ajustes.Action>
) -> StoreOf<Ajustes>? {
  let store = Store<Ajustes.State, A>(initialState: estado) {
    Reduce<Ajustes.State, A> { _, accion in
      if let accion = accion as Any as? Ajustes.Action { bitacora.anotar(accion) }
      return .none
    }
    BindingReducer()
  }
  return store as Any as? StoreOf<Ajustes>
}
