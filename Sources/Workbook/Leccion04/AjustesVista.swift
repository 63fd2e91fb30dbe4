import ComposableArchitecture

// Ejercicio 3 (la vista). Un `TextField` de SwiftUI enlazado con `$store.nombre` escribe en
// el store cada vez que el usuario teclea; aquí esa escritura es un método, igual que cada botón.

/// El formulario de ajustes: dos campos y un botón.
@MainActor
struct AjustesVista {
  let store: StoreOf<Ajustes>

  /// El usuario escribe en el campo «Nombre».
  func nombreEditado(_ texto: String) {
    // TODO: escribe `texto` en el campo a través del store, como hace `$store.nombre`.
  }

  /// El usuario mueve el interruptor «Notificaciones».
  func notificacionesCambiadas(_ activas: Bool) {
    // TODO: escribe `activas` en el campo a través del store.
  }

  /// El botón «Guardar».
  func botonGuardarPulsado() {
    // TODO: envía el gesto de guardar (solo acepta casos de `Ajustes.Action.View`).
  }
}

// Lo que @ViewAction(for: Ajustes.self) generaría:
extension AjustesVista: ViewActionSending {}
