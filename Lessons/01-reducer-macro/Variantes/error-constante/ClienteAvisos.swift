import ComposableArchitecture

// Ejercicio 3 (este archivo ya está completo) · La dependencia con la que la tienda avisa.
//
// `Tienda` la pide con `@Dependency(\.clienteAvisos)`. Las pruebas la sustituyen en el
// `withDependencies:` del `TestStore` para anotar cada aviso.

/// Muestra avisos breves al usuario.
struct ClienteAvisos: Sendable {
  /// Muestra `mensaje` en pantalla.
  var mostrar: @Sendable (_ mensaje: String) async -> Void
}

extension ClienteAvisos: DependencyKey {
  /// El cliente de la app. En este cuaderno no hay pantalla: no hace nada.
  static let liveValue = ClienteAvisos(mostrar: { _ in })

  /// El cliente de las pruebas: si una prueba lo usa sin sustituirlo, la prueba falla.
  /// (Con TCA real se escribe con `unimplemented`).
  static let testValue = ClienteAvisos(mostrar: { mensaje in
    reportIssue(
      "Se llamó a 'clienteAvisos.mostrar(\"\(mensaje)\")', pero esta prueba no lo sustituyó en "
        + "'withDependencies:'."
    )
  })
}

extension DependencyValues {
  /// El cliente de avisos: `@Dependency(\.clienteAvisos)`.
  var clienteAvisos: ClienteAvisos {
    get { self[ClienteAvisos.self] }
    set { self[ClienteAvisos.self] = newValue }
  }
}
