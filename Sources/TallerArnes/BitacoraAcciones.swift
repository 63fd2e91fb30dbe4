import ComposableArchitecture

/// Every action that reaches a reducer, in order, with the real time it arrived: what the test sent
/// and what effects sent. For failure messages and for recognising a typical mistake by what happened
/// (which actions, and when), never by how the student's code is written.
///
/// ```swift
/// let bitacora = BitacoraAcciones<Contador.Action>()
/// let store = TestStore(initialState: Contador.State()) { anotando(en: bitacora, Contador()) }
/// await store.send(.arrancarPulsado) { $0.activo = true }
/// let antes = bitacora.marca
/// await reloj.advance(by: .seconds(5))
/// bitacora.ningunaDesde(antes, "Parado, el temporizador no debe enviar nada.")
/// ```
@MainActor
public final class BitacoraAcciones<Accion> {
  /// Each action received, first to last.
  public private(set) var acciones: [Accion] = []
  /// The real-time instant each of ``acciones`` arrived.
  public private(set) var instantes: [ContinuousClock.Instant] = []

  /// An empty log.
  public init() {}

  /// Records one action, now.
  public func anotar(_ accion: Accion) {
    acciones.append(accion)
    instantes.append(ContinuousClock.now)
  }

  /// A position in the log: ``desde(_:)`` and ``ningunaDesde(_:_:fileID:line:)`` take it.
  public var marca: Int { acciones.count }

  /// The actions recorded from position `inicio` (a ``marca`` taken earlier) on.
  public func desde(_ inicio: Int) -> ArraySlice<Accion> {
    acciones[min(inicio, acciones.count)...]
  }

  /// Checks that no action arrived after `marca`; if some did, records a failure with `mensaje` and
  /// those actions, dumped as the runtime shows them (like TCA's «no more actions» at the end of a
  /// `TestStore` test, but at any point).
  /// - Returns: Whether none arrived.
  @discardableResult
  public func ningunaDesde(
    _ marca: Int, _ mensaje: @autoclosure () -> String, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Bool {
    let llegadas = desde(marca)
    guard !llegadas.isEmpty else { return true }
    anotarFallo(
      MensajesArnes.accionesDespues(mensaje(), llegadas.map { String(customDumping: $0) }), fileID: fileID, line: line)
    return false
  }
}

/// `reducer` preceded by one that only records each action in `bitacora`:
/// `TestStore(…) { anotando(en: bitacora, Contador()) }`.
@MainActor
public func anotando<R: Reducer>(en bitacora: BitacoraAcciones<R.Action>, _ reducer: R) -> some Reducer<R.State, R.Action> {
  CombineReducers {
    Reduce<R.State, R.Action> { _, action in
      bitacora.anotar(action)
      return .none
    }
    reducer
  }
}
