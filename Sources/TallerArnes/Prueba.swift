/// One hidden test of a lesson: the id declared in `leccion.json` and the code that checks the
/// student's module.
///
/// The visible name and the hints live in `leccion.json`; here only the id and the body. The body
/// runs on the main actor, may `await` (stores, effects) and may `throw` (``requerir(_:_:fileID:line:)``
/// stops a test early). When it returns, the harness runs the end-of-test checks of every `TestStore`
/// created inside it.
///
/// ```swift
/// var pruebasContador: [Prueba] { [
///   Prueba("sumaUno") {
///     let store = TestStore(initialState: Contador.State()) { Contador() }
///     await store.send(.sumarPulsado) { $0.cuenta = 1 }
///   },
/// ] }
/// ```
///
/// A computed global, not a global `let`: Swift 6.0 misjudges closures inside a global `let` of an
/// executable and warns «no 'async' operations occur within 'await' expression» on actor calls.
public struct Prueba: Sendable {
  /// The id of the test, equal to a `pruebas[].id` of `leccion.json` (ASCII, no spaces).
  public let id: String
  /// `Module/File.swift` where the test was declared, for the harness's own error messages.
  public let archivo: String
  /// Line of the declaration.
  public let linea: UInt
  /// The test's code.
  let cuerpo: @MainActor @Sendable () async throws -> Void

  /// Declares a test.
  /// - Parameters:
  ///   - id: The id of `leccion.json` (`pruebas[].id`).
  ///   - cuerpo: The test's code; runs on the main actor.
  public init(
    _ id: String,
    archivo: StaticString = #fileID,
    linea: UInt = #line,
    _ cuerpo: @escaping @MainActor @Sendable () async throws -> Void
  ) {
    self.id = id
    self.archivo = "\(archivo)"
    self.linea = linea
    self.cuerpo = cuerpo
  }
}
