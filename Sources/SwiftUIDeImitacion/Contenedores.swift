/// A container of controls grouped for data entry, as SwiftUI's `Form`.
public struct Form<Content: View>: View, VistaPrimitiva {
  let contenido: Content
  /// A form with `content`.
  public init(@ViewBuilder content: () -> Content) { contenido = content() }
  /// Never evaluated.
  public var body: Never { fatalError("Form no tiene body") }
  var controles: [Control] { SwiftUIDeImitacion.controles(de: contenido) }
}

/// A group of a form's controls, as SwiftUI's `Section`; its title counts as a text.
public struct Section<Content: View>: View, VistaPrimitiva {
  let titulo: String?
  let contenido: Content
  /// A section with `content`.
  public init(@ViewBuilder content: () -> Content) {
    titulo = nil
    contenido = content()
  }
  /// A section titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    titulo = String(title)
    contenido = content()
  }
  /// Never evaluated.
  public var body: Never { fatalError("Section no tiene body") }
  var controles: [Control] { (titulo.map { [.texto($0)] } ?? []) + SwiftUIDeImitacion.controles(de: contenido) }
}

/// Views one above the other, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View, VistaPrimitiva {
  let contenido: Content
  /// A stack with `content`, `spacing` points apart (ignored here).
  public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) { contenido = content() }
  /// Never evaluated.
  public var body: Never { fatalError("VStack no tiene body") }
  var controles: [Control] { SwiftUIDeImitacion.controles(de: contenido) }
}

/// Views side by side, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View, VistaPrimitiva {
  let contenido: Content
  /// A stack with `content`, `spacing` points apart (ignored here).
  public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) { contenido = content() }
  /// Never evaluated.
  public var body: Never { fatalError("HStack no tiene body") }
  var controles: [Control] { SwiftUIDeImitacion.controles(de: contenido) }
}

/// Empty room between views, as SwiftUI's `Spacer`.
public struct Spacer: View, VistaPrimitiva {
  /// A spacer.
  public init() {}
  /// Never evaluated.
  public var body: Never { fatalError("Spacer no tiene body") }
  var controles: [Control] { [] }
}
