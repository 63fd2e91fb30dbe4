import Foundation

/// Text that can be compared in tests: the title, message and button labels of an alert.
///
/// Mirrors swift-navigation's `TextState` (re-exported by TCA; swift-navigation 2.7 through
/// 2.9.1), reduced to what works without SwiftUI: plain strings and concatenation. The styling
/// modifiers (`bold()`, `foregroundColor(_:)`…) and `LocalizedStringKey` initializers are not here.
///
/// ```swift
/// TextState("¿Vaciar la lista?")
/// TextState("Se borrarán ") + TextState("3 elementos")
/// ```
public struct TextState: Equatable, Hashable, Sendable {
  /// The pieces this text is made of, in order.
  fileprivate var piezas: [String]

  /// Creates text that shows `content` as written, without localization.
  ///
  /// Mirrors `TextState.init(verbatim:)`.
  public init(verbatim content: String) {
    piezas = [content]
  }

  /// Creates text that shows `content`.
  ///
  /// Mirrors `TextState.init(_:)` for `StringProtocol` values. In TCA on Apple platforms a
  /// string literal picks the `LocalizedStringKey` initializer instead; the text is the same
  /// when the key has no translation.
  public init(_ content: some StringProtocol) {
    piezas = [String(content)]
  }

  /// Joins two texts, as `Text + Text` does in SwiftUI.
  ///
  /// Mirrors `TextState.+`.
  public static func + (lhs: Self, rhs: Self) -> Self {
    var joined = lhs
    joined.piezas += rhs.piezas
    return joined
  }

  /// Two texts are equal when they read the same, however they were joined.
  /// Mirrors swift-navigation's `TextState.==`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.piezas.joined() == rhs.piezas.joined()
  }

  /// Hashes the text as it reads, consistently with `==`.
  /// Mirrors swift-navigation's `TextState.hash(into:)`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(piezas.joined())
  }
}

extension TextState: CustomDumpStringConvertible {
  /// Dumped as the string it reads, in quotes, as swift-navigation's custom dump does.
  /// Mirrors swift-navigation's `TextState's custom dump conformance`.
  public var customDumpDescription: String {
    String(customDumping: piezas.joined())
  }
}

extension String {
  /// The plain string a `TextState` reads.
  ///
  /// Mirrors swift-navigation's `String.init(state:locale:)`; `locale` is accepted and ignored
  /// (this runtime does not localize).
  public init(state: TextState, locale: Locale? = nil) {
    self = state.piezas.joined()
  }
}
