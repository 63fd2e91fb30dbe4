/// The step of the running test, set by ``paso(_:fileID:line:_:)``.
///
/// A task-local value: effects started inside a step (child tasks, `Task {}`) inherit it, so a
/// `TestStore` failure that an effect causes is counted in the step that sent the action.
enum PasoActual {
  @TaskLocal static var id: String?
}

/// Marks a step of a hidden test, so the report can lead with what belongs to THAT step.
///
/// A failing test's report leads with the typical mistake raised (``errorTipico(_:_:si:fileID:line:)``)
/// in its **first failing step** (the step where the first failure or mistake was recorded); else with
/// the first hint of that step (`pruebas[].pasos[].pistas` in `leccion.json`); else with the test's
/// first hint. `checker pista` then gives the next hint of that same step. Steps are flat: inside a
/// nested step the innermost id counts.
///
/// ```swift
/// Prueba("contadorVuelveACero") {
///   await paso("desde-negativo") {
///     let store = TestStore(initialState: Contador.State(cuenta: -3)) { Contador() }
///     await store.send(.reiniciarPulsado) { $0.cuenta = 0 }
///     errorTipico("reinicia-solo-si-positivo", ["desde": "-3"], si: store.state.cuenta == -3)
///   }
/// }
/// ```
///
/// - Parameters:
///   - id: ASCII id of the step, unique within its test (`pruebas[].pasos[].id` when it has hints).
///   - cuerpo: The step's code; its value is returned.
/// - Returns: What `cuerpo` returns.
/// - Throws: What `cuerpo` throws (a failed ``requerir(_:_:fileID:line:)`` ends the test there).
@MainActor @discardableResult public func paso<T>(
  _ id: String,
  fileID: StaticString = #fileID, line: UInt = #line,
  _ cuerpo: @MainActor () async throws -> T
) async rethrows -> T {
  let exterior = PasoActual.id
  RegistroPrueba.actual?.entrar(id)
  defer { RegistroPrueba.actual?.entrar(exterior) }
  return try await PasoActual.$id.withValue(id) { try await cuerpo() }
}

/// Synchronous form of ``paso(_:fileID:line:_:)`` (a step that only reads state or calls plain
/// functions).
@MainActor @discardableResult public func paso<T>(
  _ id: String,
  fileID: StaticString = #fileID, line: UInt = #line,
  _ cuerpo: @MainActor () throws -> T
) rethrows -> T {
  let exterior = PasoActual.id
  RegistroPrueba.actual?.entrar(id)
  defer { RegistroPrueba.actual?.entrar(exterior) }
  return try PasoActual.$id.withValue(id) { try cuerpo() }
}
