import ComposableArchitecture

// Ejercicio 3 (la vista). Un `TextField` de SwiftUI enlazado con `$store.nombre` escribe en
// el store cada vez que el usuario teclea; aquí esa escritura es un método, igual que cada botón.

/// El formulario de ajustes: dos campos y un botón.
@MainActor
struct AjustesVista {
  let store: StoreOf<Ajustes>

  /// El usuario escribe en el campo «Nombre».
  func nombreEditado(_ texto: String) {
    // Con `store.send` y la acción completa: funciona igual, pero `@ViewAction` avisa en TCA y la
    // revisión del código lo marca.
    store.send(.view(.binding(.set(\.nombre, texto))))
  }

  /// El usuario mueve el interruptor «Notificaciones».
  func notificacionesCambiadas(_ activas: Bool) {
    store.send(.view(.set(\.notificaciones, activas)))
  }

  /// El botón «Guardar».
  func botonGuardarPulsado() {
    store.send(.view(.guardarPulsado))
  }
}

// Lo que @ViewAction(for: Ajustes.self) generaría:
extension AjustesVista: ViewActionSending {}
