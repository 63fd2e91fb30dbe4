/// The result builder behind `body`: lists reducers that run one after another on the same state.
///
/// Mirrors TCA's `ReducerBuilder`. Every reducer of a block runs, top to bottom, on the same
/// `inout` state; their effects are merged (they run at the same time, not one after another).
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// An empty block is an ``EmptyReducer``.
  ///
  /// Mirrors TCA's `ReducerBuilder.buildBlock()`.
  public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

  /// A single reducer is itself.
  ///
  /// Mirrors TCA's `ReducerBuilder.buildBlock(_:)`.
  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R { reducer }

  /// Each expression of the block must be a reducer of this state and action.
  ///
  /// Mirrors TCA's `ReducerBuilder.buildExpression(_:)`.
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R { expression }

  /// An existential reducer (`any Reducer<State, Action>`) is erased into ``Reduce``.
  ///
  /// Deviation: TCA marks this overload `@_disfavoredOverload`; here it is not, because Swift 6
  /// would otherwise open the existential for the generic overload and then fail to build the
  /// block.
  public static func buildExpression(_ expression: any Reducer<State, Action>) -> Reduce<State, Action> {
    Reduce(expression)
  }

  /// The first reducer of a block.
  ///
  /// Mirrors TCA's `ReducerBuilder.buildPartialBlock(first:)`.
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R { first }

  /// Appends `next` to the reducers accumulated so far.
  ///
  /// Mirrors TCA's `ReducerBuilder.buildPartialBlock(accumulated:next:)`.
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(accumulated, next)
  }

  /// An `if` without `else`: runs the reducer only when the condition held.
  ///
  /// Mirrors TCA's `ReducerBuilder.buildOptional(_:)`.
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? { wrapped }

  /// The first branch of an `if`/`else` or `switch`.
  ///
  /// Mirrors TCA's `ReducerBuilder.buildEither(first:)`.
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  /// The second branch of an `if`/`else` or `switch`.
  ///
  /// Mirrors TCA's `ReducerBuilder.buildEither(second:)`.
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  /// A `for` loop: every reducer runs, in order.
  ///
  /// Mirrors TCA's `ReducerBuilder.buildArray(_:)`.
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _SequenceMany<R> {
    _SequenceMany(reducers: reducers)
  }

  /// An `if #available` block, erased.
  ///
  /// Mirrors TCA's `ReducerBuilder.buildLimitedAvailability(_:)`.
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(
    _ wrapped: R
  ) -> Reduce<State, Action> {
    Reduce(wrapped)
  }

  /// The whole block.
  ///
  /// Mirrors TCA's `ReducerBuilder.buildFinalResult(_:)`.
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R { reducer }

  /// Two reducers run one after the other on the same state; their effects are merged.
  ///
  /// Mirrors TCA's `ReducerBuilder._Sequence`.
  public struct _Sequence<R0: Reducer<State, Action>, R1: Reducer<State, Action>>: Reducer {
    let r0: R0
    let r1: R1

    init(_ r0: R0, _ r1: R1) {
      self.r0 = r0
      self.r1 = r1
    }

    /// Runs `r0`, then `r1`, and merges their effects.
    ///
    /// Mirrors TCA's `ReducerBuilder._Sequence.reduce(into:action:)`.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      let first = r0.reduce(into: &state, action: action)
      let second = r1.reduce(into: &state, action: action)
      return first.merge(with: second)
    }
  }

  /// One of two reducers, chosen by an `if`/`else` or `switch`.
  ///
  /// Mirrors TCA's `ReducerBuilder._Conditional`.
  public enum _Conditional<First: Reducer<State, Action>, Second: Reducer<State, Action>>: Reducer {
    /// The first branch was taken.
    case first(First)
    /// The second branch was taken.
    case second(Second)

    /// Runs the chosen reducer.
    ///
    /// Mirrors TCA's `ReducerBuilder._Conditional.reduce(into:action:)`.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch self {
      case let .first(reducer): reducer.reduce(into: &state, action: action)
      case let .second(reducer): reducer.reduce(into: &state, action: action)
      }
    }
  }

  /// Any number of reducers, run in order; their effects are merged.
  ///
  /// Mirrors TCA's `ReducerBuilder._SequenceMany`.
  public struct _SequenceMany<Element: Reducer<State, Action>>: Reducer {
    let reducers: [Element]

    /// Runs every reducer in order and merges their effects.
    ///
    /// Mirrors TCA's `ReducerBuilder._SequenceMany.reduce(into:action:)`.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      var effects: [Effect<Action>] = []
      for reducer in reducers {
        effects.append(reducer.reduce(into: &state, action: action))
      }
      return .merge(effects)
    }
  }
}

extension Optional: Reducer where Wrapped: Reducer {
  /// Runs the wrapped reducer if there is one; otherwise does nothing.
  ///
  /// Mirrors TCA's conformance of `Optional` to `Reducer` (what `buildOptional` returns).
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
    switch self {
    case let .some(reducer): reducer.reduce(into: &state, action: action)
    case .none: .none
    }
  }
}
