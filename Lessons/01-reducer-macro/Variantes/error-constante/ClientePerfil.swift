import ComposableArchitecture

// Ejercicio 2 (este archivo ya está completo) · La dependencia que carga el perfil.
//
// El reducer no sabe de dónde sale el nombre: lo pide con `@Dependency(\.clientePerfil)`.
// La app usa `liveValue`; cada prueba lo sustituye en el `withDependencies:` de su `TestStore`.

/// El cliente que consulta el nombre del usuario.
struct ClientePerfil: Sendable {
  /// Devuelve el nombre del usuario; lanza un error si la carga falla.
  var cargarNombre: @Sendable () async throws -> String
}

extension ClientePerfil: DependencyKey {
  /// El cliente de la app. En este cuaderno no hay servidor: responde siempre con el mismo nombre.
  static let liveValue = ClientePerfil(cargarNombre: { "Ana" })

  /// El cliente de las pruebas: si una prueba lo usa sin sustituirlo, la prueba falla.
  /// (Con TCA real se escribe con `unimplemented`).
  static let testValue = ClientePerfil(cargarNombre: {
    reportIssue(
      "Se llamó a 'clientePerfil.cargarNombre', pero esta prueba no lo sustituyó en "
        + "'withDependencies:'."
    )
    throw SinSustituir()
  })

  /// El error del cliente de pruebas sin sustituir.
  private struct SinSustituir: Error {}
}

extension DependencyValues {
  /// El cliente del perfil: `@Dependency(\.clientePerfil)`.
  var clientePerfil: ClientePerfil {
    get { self[ClientePerfil.self] }
    set { self[ClientePerfil.self] = newValue }
  }
}
