/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder`: one statement is that
/// view, several make a ``TupleView``, `if` makes an `Optional` and `if … else` a
/// ``_ConditionalContent``.
@MainActor @resultBuilder public enum ViewBuilder {
  /// No statements.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One statement.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several statements, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    var hijos: [any View] = []
    repeat hijos.append(each content)
    return TupleView(hijos: hijos)
  }

  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// An `if` without `else` (the name result builders use since Swift 5.4).
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch of an `if … else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(rama: .primera(first))
  }

  /// The `else` branch of an `if … else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(rama: .segunda(second))
  }

  /// An `if #available` branch.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}
