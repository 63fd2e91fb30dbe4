import ComposableArchitecture

// Ejercicio 3 (la vista). Un `TextField` de SwiftUI enlazado con `$store.nombre` escribe en
// el store cada vez que el usuario teclea; aquí esa escritura es un método, igual que cada botón.

/// El formulario de ajustes: dos campos y un botón.
@MainActor
struct AjustesVista {
  let store: StoreOf<Ajustes>

  /// El usuario escribe en el campo «Nombre».
  func nombreEditado(_ texto: String) {
    store.nombre = texto
  }

  /// El usuario mueve el interruptor «Notificaciones».
  func notificacionesCambiadas(_ activas: Bool) {
    store.notificaciones = activas
  }

  /// El botón «Guardar».
  func botonGuardarPulsado() {
    store.send(.view(.guardarPulsado))
  }
}

// Sin la conformidad: los casos internos ya no están en `View`, pero la vista sigue enviando con
// `store.send`, que acepta cualquier acción.
