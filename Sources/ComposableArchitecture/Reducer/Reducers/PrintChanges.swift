import Foundation

/// Where `_printChanges()` writes each action and the state change it caused.
///
/// Mirrors TCA's `_ReducerPrinter`. Use ``customDump`` (standard output, the default) or inject
/// your own closure, e.g. to collect the text in a test.
public struct _ReducerPrinter<State, Action> {
  let printChange: (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// Creates a printer from a closure that receives the action and the states around it.
  ///
  /// Mirrors TCA's `_ReducerPrinter.init(printChange:queue:)` in shape only: TCA (1.17.0 through
  /// 1.25.5, `DebugReducer.swift`) takes a `@Sendable` closure and an optional `queue:
  /// DispatchQueue?` where the printing happens, and the printer is `Sendable`. Here the closure
  /// runs synchronously on the store's actor, so there is no `queue` and the closure need not be
  /// `@Sendable`; `_ReducerPrinter(printChange: { … })` reads the same in both.
  public init(
    printChange: @escaping (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void
  ) {
    self.printChange = printChange
  }

  /// Writes the text of ``changeDescription(action:oldState:newState:)`` to standard output.
  ///
  /// Mirrors TCA's `_ReducerPrinter.customDump`.
  public static var customDump: Self {
    Self { action, oldState, newState in
      let text = changeDescription(action: action, oldState: oldState, newState: newState)
      FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
  }

  /// Writes only the action, one line each, to standard output.
  ///
  /// Mirrors TCA's `_ReducerPrinter.actionLabels`.
  public static var actionLabels: Self {
    Self { action, _, _ in
      let text = "acción recibida: \(String(customDumping: action))\n"
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }

  /// The text printed for one action: the action, then the state diff (or a note that the state
  /// did not change).
  ///
  /// Not in TCA: public so that the text can be tested and reused.
  ///
  /// ```text
  /// acción recibida:
  ///   Contador.Action.incrementar
  ///   Contador.State(
  /// −   cuenta: 0
  /// +   cuenta: 1
  ///   )
  /// ```
  public static func changeDescription(action: Action, oldState: State, newState: State) -> String {
    let accion = String(customDumping: action).indented(by: 2)
    let cambio = diff(oldState, newState) ?? "  (sin cambios en el estado)"
    return "acción recibida:\n\(accion)\n\(cambio)"
  }
}

extension Reducer {
  /// Prints every action this reducer receives and how the state changed.
  ///
  /// Mirrors TCA's `Reducer._printChanges(_:)`. The printer is injectable:
  /// `._printChanges(_ReducerPrinter { accion, antes, despues in … })`.
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// The reducer behind ``Reducer/_printChanges(_:)``.
///
/// Mirrors TCA's `_PrintChangesReducer`.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  /// Runs the base reducer and reports the change to the printer.
  ///
  /// Mirrors TCA's `_PrintChangesReducer.reduce(into:action:)`.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else { return base.reduce(into: &state, action: action) }
    let oldState = state
    let effect = base.reduce(into: &state, action: action)
    printer.printChange(action, oldState, state)
    return effect
  }
}
