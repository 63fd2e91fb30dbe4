import ComposableArchitecture

// Ejercicio 3 (este archivo ya está completo) · La dependencia con la que la cesta se guarda.
//
// `Cesta` la pide con `@Dependency(\.almacenCesta)`: quien integra la cesta solo escribe
// `Cesta()`, sin pasarle nada. Las pruebas la sustituyen en el `withDependencies:` del `TestStore`.

/// Guarda el contenido de la cesta para no perderlo si se cierra la app.
struct AlmacenCesta: Sendable {
  /// Guarda los nombres de los artículos, en el orden en que se añadieron.
  var guardar: @Sendable (_ articulos: [String]) async -> Void
}

extension AlmacenCesta: DependencyKey {
  /// El almacén de la app. En este cuaderno no se escribe en disco: no hace nada.
  static let liveValue = AlmacenCesta(guardar: { _ in })

  /// El almacén de las pruebas: si una prueba lo usa sin sustituirlo, la prueba falla.
  /// (Con TCA real se escribe con `unimplemented`).
  static let testValue = AlmacenCesta(guardar: { articulos in
    reportIssue(
      "Se llamó a 'almacenCesta.guardar(\(articulos))', pero esta prueba no lo sustituyó en "
        + "'withDependencies:'."
    )
  })
}

extension DependencyValues {
  /// El almacén de la cesta: `@Dependency(\.almacenCesta)`.
  var almacenCesta: AlmacenCesta {
    get { self[AlmacenCesta.self] }
    set { self[AlmacenCesta.self] = newValue }
  }
}
