import ComposableArchitecture

/// Sends `pasos` seeded random actions to `reducer` and checks, after each one, that its state
/// equals the lesson's model of the rule (issue 46.6).
///
/// The short tests send a few actions each; a reducer that keeps something outside its `State`
/// (a `static var` that counts calls, a global) can pass them all and still go wrong on the tenth
/// press. A long sequence in which every action is repeated and interleaved catches it, and it
/// catches a rule applied one step early or a toggle where the lesson asks to assign, on values
/// the short tests do not try. The actions are given straight to `reduce(into:action:)`: their
/// effects are not run (the short tests check those).
///
/// On the first difference the test records one failure with the seed, the step, the action and
/// the last actions before it, then the diff of the state, and stops the sequence.
/// - Parameters:
///   - nombre: What the sequence exercises, in Spanish (`«+», «−» y «Reiniciar»`).
///   - reducer: The student's reducer.
///   - inicial: The state before the first action.
///   - pasos: How many actions (200 unless a test needs another number).
///   - semilla: The seed of the sequence, fixed in the test so a failure repeats.
///   - accion: Draws the next action (it may read the current state).
///   - modelo: Applies one action to the lesson's model of the state.
@MainActor public func esperarSecuencia<R: Reducer>(
  _ nombre: String, _ reducer: R, desde inicial: R.State, pasos: Int = 200, semilla: UInt64,
  accion: (inout Azar, R.State) -> R.Action,
  modelo: (inout R.State, R.Action) -> Void,
  fileID: StaticString = #fileID, line: UInt = #line
) where R.State: Equatable {
  esperarSecuencia(
    nombre, reducer, desde: inicial, pasos: pasos, semilla: semilla, comparando: { $0 }, accion: accion,
    modelo: modelo, fileID: fileID, line: line)
}

/// ``esperarSecuencia(_:_:desde:pasos:semilla:accion:modelo:fileID:line:)`` comparing only what
/// `comparando` keeps of each state: for a rule the lesson leaves open (the order of a list the
/// text does not fix), compare a `Set` of it.
@MainActor public func esperarSecuencia<R: Reducer, Comparado: Equatable>(
  _ nombre: String, _ reducer: R, desde inicial: R.State, pasos: Int = 200, semilla: UInt64,
  comparando: (R.State) -> Comparado,
  accion: (inout Azar, R.State) -> R.Action,
  modelo: (inout R.State, R.Action) -> Void,
  fileID: StaticString = #fileID, line: UInt = #line
) {
  esperarSecuencia(
    nombre, desde: inicial, pasos: pasos, semilla: semilla, comparando: comparando, gesto: accion,
    describir: MensajesArnes.accionBreve,
    real: { accion, antes in
      var despues = antes
      _ = reducer.reduce(into: &despues, action: accion)
      return despues
    },
    modelo: modelo, fileID: fileID, line: line)
}

/// The general form: `pasos` seeded random gestures (an action sent, a button of a view pressed),
/// each done by `real` on the student's code and by `modelo` on the lesson's model, compared
/// after each one through `comparando`.
/// - Parameters:
///   - gesto: Draws the next gesture from the model's current state.
///   - describir: The gesture in the failure message (`.descargarPulsado`, `botón «Cancelar»`).
///   - real: Does the gesture on the student's code, from the model's state before it (a store
///     that holds its own state may ignore it), and returns the student's state after it.
@MainActor public func esperarSecuencia<Estado, Gesto, Comparado: Equatable>(
  _ nombre: String, desde inicial: Estado, pasos: Int = 200, semilla: UInt64,
  comparando: (Estado) -> Comparado,
  gesto: (inout Azar, Estado) -> Gesto, describir: (Gesto) -> String,
  real: (Gesto, Estado) -> Estado,
  modelo: (inout Estado, Gesto) -> Void,
  fileID: StaticString = #fileID, line: UInt = #line
) {
  var azar = Azar(semilla: semilla)
  var esperado = inicial
  var anteriores: [String] = []
  for numero in 1...max(1, pasos) {
    let siguiente = gesto(&azar, esperado)
    let despues = real(siguiente, esperado)
    modelo(&esperado, siguiente)
    let descrito = describir(siguiente)
    guard comparando(despues) == comparando(esperado) else {
      esperarIgual(
        comparando(despues), comparando(esperado),
        MensajesArnes.secuenciaDistinta(
          nombre, semilla: semilla, paso: numero, pasos: pasos, accion: descrito, anteriores: anteriores),
        fileID: fileID, line: line)
      return
    }
    anteriores = Array((anteriores + [descrito]).suffix(5))
  }
}
