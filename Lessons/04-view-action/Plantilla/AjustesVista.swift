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
    // TODO: envía el gesto de guardar con el `send(_:)` de la vista (solo acepta casos de
    // `Ajustes.Action.View`), no con `store.send`.
  }
}

// TODO: (ejercicio 3) escribe aquí lo que generaría `@ViewAction(for: Ajustes.self)`.
