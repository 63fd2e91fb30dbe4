import ComposableArchitecture

/// El cliente que habla con el sistema de notificaciones del dispositivo.
///
/// Es una dependencia: el reducer no sabe qué hace por dentro, solo lo llama. La app usa
/// `liveValue`; las pruebas lo sustituyen con `withDependencies` para anotar cada llamada.
struct ClienteNotificaciones: Sendable {
  /// Activa (`true`) o desactiva (`false`) las notificaciones.
  var actualizar: @Sendable (_ activadas: Bool) async -> Void
}

extension ClienteNotificaciones: DependencyKey {
  /// El cliente de la app. En un proyecto real pediría permiso al sistema y registraría el
  /// dispositivo; en este cuaderno no hay sistema de notificaciones, así que no hace nada.
  static let liveValue = ClienteNotificaciones(actualizar: { _ in })

  /// El cliente de las pruebas: si una prueba lo llama sin haberlo sustituido, la prueba falla
  /// con un mensaje que dice qué se llamó (no se detiene el programa).
  ///
  /// Así una prueba declara qué dependencias usa. En TCA se escribe con `unimplemented(…)`, que
  /// hace lo mismo: informa del fallo y la prueba sigue.
  static let testValue = ClienteNotificaciones(actualizar: { activadas in
    reportIssue(
      "Sin implementar: se llamó a 'clienteNotificaciones.actualizar(\(activadas))' en una prueba "
        + "que no sustituyó el cliente de notificaciones, porque no esperaba ninguna llamada."
    )
  })
}

extension DependencyValues {
  /// El cliente de notificaciones: `@Dependency(\.clienteNotificaciones)`.
  var clienteNotificaciones: ClienteNotificaciones {
    get { self[ClienteNotificaciones.self] }
    set { self[ClienteNotificaciones.self] = newValue }
  }
}
