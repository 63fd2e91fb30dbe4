/// A view with a modifier applied, as SwiftUI's `ModifiedContent`: it shows what its content shows.
public struct ModifiedContent<Content: View, Modifier>: View, VistaPrimitiva {
  let contenido: Content
  /// Never evaluated.
  public var body: Never { fatalError("ModifiedContent no tiene body") }
  var controles: [Control] { SwiftUIDeImitacion.controles(de: contenido) }
}

/// A colour or style to paint with, as SwiftUI's `ShapeStyle`.
public protocol ShapeStyle {}

/// A colour, as SwiftUI's `Color`.
public struct Color: ShapeStyle, Sendable {
  let nombre: String
  /// Red.
  public static let red = Color(nombre: "red")
  /// Orange.
  public static let orange = Color(nombre: "orange")
  /// Green.
  public static let green = Color(nombre: "green")
  /// Blue.
  public static let blue = Color(nombre: "blue")
  /// Gray.
  public static let gray = Color(nombre: "gray")
  /// The secondary colour of text.
  public static let secondary = Color(nombre: "secondary")
}

extension ShapeStyle where Self == Color {
  /// Red (`.foregroundStyle(.red)`).
  public static var red: Color { Color.red }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Green.
  public static var green: Color { Color.green }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Gray.
  public static var gray: Color { Color.gray }
  /// The secondary colour of text.
  public static var secondary: Color { Color.secondary }
}

/// A text style, as SwiftUI's `Font`.
public struct Font: Sendable {
  let nombre: String
  /// The body style.
  public static let body = Font(nombre: "body")
  /// The caption style.
  public static let caption = Font(nombre: "caption")
  /// The footnote style.
  public static let footnote = Font(nombre: "footnote")
  /// The headline style.
  public static let headline = Font(nombre: "headline")
  /// The title style.
  public static let title = Font(nombre: "title")
}

/// The modifiers a lesson's view may use. Each returns a ``ModifiedContent`` that shows what the
/// view shows; none changes what a test reads.
extension View {
  /// Paints the view with `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, S> { ModifiedContent(contenido: self) }
  /// Paints the view with `color` (deprecated in SwiftUI for ``foregroundStyle(_:)``).
  public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, Color?> { ModifiedContent(contenido: self) }
  /// Sets the text style.
  public func font(_ font: Font?) -> ModifiedContent<Self, Font?> { ModifiedContent(contenido: self) }
  /// Adds the default padding.
  public func padding() -> ModifiedContent<Self, Double> { ModifiedContent(contenido: self) }
  /// Adds `length` points of padding.
  public func padding(_ length: Double) -> ModifiedContent<Self, Double> { ModifiedContent(contenido: self) }
  /// Disables the view's controls when `disabled` (the test still reads them).
  public func disabled(_ disabled: Bool) -> ModifiedContent<Self, Bool> { ModifiedContent(contenido: self) }
  /// Sets the title of the navigation bar.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, String> {
    ModifiedContent(contenido: self)
  }
}
