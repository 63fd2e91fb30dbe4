/// The work a reducer asks for after changing the state: actions to feed back, async work,
/// cancellation.
///
/// Mirrors TCA's `Effect`. Effects are values: the store runs them after the reducer returns.
///
/// ```swift
/// case .cargar:
///   return .run { send in
///     await send(.respuesta(try await cliente.cargar()))
///   }
///   .cancellable(id: CancelID.carga, cancelInFlight: true)
/// ```
public struct Effect<Action>: @unchecked Sendable {
  // NB: `@unchecked` because an effect carries actions, whose type is unconstrained (as in TCA).
  // The store only reads those actions on the main actor.
  indirect enum Node {
    case none
    case send(Action)
    case run(Run)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    case cancellable(id: CancelID, cancelInFlight: Bool, Effect<Action>)
    case cancel(CancelID)
  }

  struct Run {
    let priority: TaskPriority?
    let name: String?
    /// Where the `Effect.run` was written, for warnings.
    let location: CodeLocation?
    let operation: @Sendable (Send<Action>) async -> Void
  }

  let node: Node

  init(node: Node) { self.node = node }

  /// Whether this effect finishes as soon as it starts (no `.run` inside).
  var isSynchronous: Bool {
    switch node {
    case .none, .send, .cancel: true
    case .run: false
    case let .merge(effects), let .concatenate(effects): effects.allSatisfy(\.isSynchronous)
    case let .cancellable(_, _, effect): effect.isSynchronous
    }
  }

  var isNone: Bool {
    if case .none = node { true } else { false }
  }
}

/// An effect of `R`'s action.
///
/// Mirrors TCA's `EffectOf`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  /// An effect that does nothing.
  ///
  /// Mirrors TCA's `Effect.none`.
  public static var none: Self { Self(node: .none) }

  /// Feeds `action` back into the store right after the current one, in the same `send`.
  ///
  /// Mirrors TCA's `Effect.send(_:)`. In a `TestStore` the action is a received action:
  /// assert it with `receive`.
  public static func send(_ action: Action) -> Self { Self(node: .send(action)) }

  /// Runs async work that can send actions back into the store.
  ///
  /// Mirrors TCA's `Effect.run(priority:name:operation:catch:fileID:filePath:line:column:)`. The
  /// `name` parameter only exists from TCA 1.23.0 (`Effect.swift`); in 1.17.0 through 1.22.3 the
  /// signature is `run(priority:operation:catch:fileID:filePath:line:column:)`, so code that
  /// passes `name:` needs TCA 1.23 or later.
  /// A `CancellationError` (or any error once the effect is cancelled) ends the effect quietly.
  /// Any other error goes to `handler`; without one, a runtime warning is reported.
  /// - Parameters:
  ///   - priority: Priority of the task that runs the work.
  ///   - name: A name for the task (informative). TCA 1.23.0 and later.
  ///   - operation: The work; `send` feeds actions back (`await send(.respuesta(42))`).
  ///   - handler: Handles errors thrown by `operation`.
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return Self(
      node: .run(
        Run(priority: priority, name: name, location: location) { send in
          do {
            try await operation(send)
          } catch is CancellationError {
            return
          } catch {
            guard !Task.isCancelled else { return }
            if let handler {
              await handler(error, send)
            } else {
              reportIssue(
                RuntimeWarnings.unhandledEffectError(error, effectLocation: location.description),
                fileID: fileID, filePath: filePath, line: line, column: column
              )
            }
          }
        }
      )
    )
  }

  /// Runs several effects at the same time.
  ///
  /// Mirrors TCA's `Effect.merge(_:)`.
  public static func merge(_ effects: Self...) -> Self { merge(effects) }

  /// Runs a sequence of effects at the same time.
  ///
  /// Mirrors TCA's `Effect.merge(_:)`.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    let reales = effects.filter { !$0.isNone }
    switch reales.count {
    case 0: return .none
    case 1: return reales[0]
    default: return Self(node: .merge(reales))
    }
  }

  /// Runs this effect and `other` at the same time.
  ///
  /// Mirrors TCA's `Effect.merge(with:)`.
  public func merge(with other: Self) -> Self { .merge([self, other]) }

  /// Runs effects one after another: each starts when the previous one finished.
  ///
  /// Mirrors TCA's `Effect.concatenate(_:)`.
  public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

  /// Runs a collection of effects one after another.
  ///
  /// Mirrors TCA's `Effect.concatenate(_:)`.
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    let reales = effects.filter { !$0.isNone }
    switch reales.count {
    case 0: return .none
    case 1: return reales[0]
    default: return Self(node: .concatenate(reales))
    }
  }

  /// Runs this effect, then `other`.
  ///
  /// Mirrors TCA's `Effect.concatenate(with:)`.
  @_disfavoredOverload
  public func concatenate(with other: Self) -> Self { .concatenate([self, other]) }

  /// Transforms the actions this effect sends.
  ///
  /// Mirrors TCA's `Effect.map(_:)`.
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    map(transform, around: nil)
  }

  /// Transforms the actions, and runs every `.run` operation inside `around` (which gets the
  /// outer `Send` and the operation to run).
  func map<T>(
    _ transform: @escaping @Sendable (Action) -> T,
    around: (@Sendable (Send<T>, @Sendable () async -> Void) async -> Void)?
  ) -> Effect<T> {
    switch node {
    case .none:
      return .none
    case let .send(action):
      return .send(transform(action))
    case let .run(run):
      return Effect<T>(
        node: .run(
          Effect<T>.Run(priority: run.priority, name: run.name, location: run.location) { send in
            let body: @Sendable () async -> Void = {
              await run.operation(Send { action in send(transform(action)) })
            }
            if let around {
              await around(send, body)
            } else {
              await body()
            }
          }
        )
      )
    case let .merge(effects):
      return Effect<T>(node: .merge(effects.map { $0.map(transform, around: around) }))
    case let .concatenate(effects):
      return Effect<T>(node: .concatenate(effects.map { $0.map(transform, around: around) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<T>(
        node: .cancellable(
          id: id, cancelInFlight: cancelInFlight, effect.map(transform, around: around)))
    case let .cancel(id):
      return Effect<T>(node: .cancel(id))
    }
  }
}
