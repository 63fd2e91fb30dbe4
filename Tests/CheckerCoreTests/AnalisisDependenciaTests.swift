import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// `dependencia-sin-inyectar`: a reducer that reads a dependency's value directly (a blind lesson-3
/// mistake: `let clienteNotificaciones = ClienteNotificaciones.liveValue`), in every spelling of the
/// conformance.
@Suite("Analizador: una dependencia leída por su valor directo dentro de un reducer")
struct AnalisisDependenciaTests {
  @Test("En el tipo, en una extensión suya (la conformidad aparte, como la lección 1) y dentro de .run")
  func dentroDeUnReducer() {
    let enElTipo = """
      struct Ajustes: Reducer {
        let cliente = ClienteNotificaciones.liveValue
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            .run { _ in await ClienteNotificaciones.testValue.actualizar(true) }
          }
        }
      }
      """
    let conformidadAparte = """
      struct Contador {
        func ayudante() -> Reloj { Reloj.previewValue }
      }
      extension Contador: Reducer {}
      """
    let encontrados = AnalizadorFuente.analizar([(ruta: "A.swift", texto: enElTipo), (ruta: "B.swift", texto: conformidadAparte)])
    #expect(encontrados.map(\.id) == Array(repeating: .dependenciaSinInyectar, count: 3))
    #expect(encontrados.map(\.ubicacion) == ["A.swift:2", "A.swift:5", "B.swift:2"])
    #expect(encontrados.map(\.tipoSwift) == ["Ajustes", "Ajustes", "Contador"])
    #expect(encontrados.allSatisfy { $0.tipo == .esencial })
    let texto = MensajesAnalisis.texto(encontrados[0])
    #expect(texto.contains("`Ajustes`") && texto.contains("@Dependency"))
  }

  @Test("No cuenta: la clave que define su liveValue, otro tipo, un miembro en minúscula, comentarios y cadenas")
  func fueraDeUnReducer() {
    let clave = """
      struct ClienteNotificaciones: Sendable {
        var actualizar: @Sendable (Bool) async -> Void
      }
      extension ClienteNotificaciones: DependencyKey {
        static let liveValue = ClienteNotificaciones(actualizar: { _ in })
        static let testValue = liveValue
        static var previewValue: Self { Self.liveValue }
      }
      struct Vista {
        let cliente = ClienteNotificaciones.liveValue
      }
      struct Ajustes: Reducer {
        // ClienteNotificaciones.liveValue en un comentario
        let texto = "ClienteNotificaciones.liveValue"
        @Dependency(\\.clienteNotificaciones) var clienteNotificaciones
        var body: some ReducerOf<Self> { EmptyReducer() }
        func probar(_ valores: DependencyValues) { _ = valores.liveValue }
      }
      """
    #expect(AnalizadorFuente.analizar([(ruta: "A.swift", texto: clave)]).isEmpty)
  }
}
