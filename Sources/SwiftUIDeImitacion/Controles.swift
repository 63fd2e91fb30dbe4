/// A string on screen, as SwiftUI's `Text`.
public struct Text: View, VistaPrimitiva {
  let contenido: String
  /// A text with `content` (SwiftUI would look a literal up in the localization table).
  public init<S: StringProtocol>(_ content: S) { contenido = String(content) }
  /// A text shown as written.
  public init(verbatim content: String) { contenido = content }
  /// Never evaluated.
  public var body: Never { fatalError("Text no tiene body") }
  var controles: [Control] { [.texto(contenido)] }
}

/// A field that edits a string, as SwiftUI's `TextField`.
public struct TextField<Label: View>: View, VistaPrimitiva {
  let titulo: String
  let texto: Binding<String>
  /// Never evaluated.
  public var body: Never { fatalError("TextField no tiene body") }
  var controles: [Control] { [.campoDeTexto(titulo: titulo, texto: texto)] }
}

extension TextField where Label == Text {
  /// A field titled `title` that edits `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(titulo: String(title), texto: text)
  }
  /// A field titled `title` that edits `text`, with a placeholder.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(titulo: String(title), texto: text)
  }
}

extension TextField {
  /// A field that edits `text`, with a label view.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(titulo: tituloDe(SwiftUIDeImitacion.controles(de: label())), texto: text)
  }
}

/// A switch, as SwiftUI's `Toggle`.
public struct Toggle<Label: View>: View, VistaPrimitiva {
  let titulo: String
  let activado: Binding<Bool>
  /// Never evaluated.
  public var body: Never { fatalError("Toggle no tiene body") }
  var controles: [Control] { [.interruptor(titulo: titulo, activado: activado)] }
}

extension Toggle where Label == Text {
  /// A switch titled `title` bound to `isOn`.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(titulo: String(title), activado: isOn)
  }
}

extension Toggle {
  /// A switch bound to `isOn`, with a label view.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(titulo: tituloDe(SwiftUIDeImitacion.controles(de: label())), activado: isOn)
  }
}

/// A slider over a range, as SwiftUI's `Slider`.
public struct Slider<Label: View>: View, VistaPrimitiva {
  let titulo: String
  let valor: Binding<Double>
  let rango: ClosedRange<Double>
  /// Never evaluated.
  public var body: Never { fatalError("Slider no tiene body") }
  var controles: [Control] { [.deslizador(titulo: titulo, valor: valor, rango: rango)] }

  init<V: BinaryFloatingPoint>(titulo: String, value: Binding<V>, in bounds: ClosedRange<V>) {
    self.titulo = titulo
    valor = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    rango = Double(bounds.lowerBound)...Double(bounds.upperBound)
  }
}

extension Slider where Label == EmptyView {
  /// A slider bound to `value` over `bounds` (0…1 by default).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(titulo: "", value: value, in: bounds)
  }
  /// A slider bound to `value` over `bounds` in steps of `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(titulo: "", value: value, in: bounds)
  }
}

extension Slider {
  /// A slider bound to `value` over `bounds`, with a label view.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(titulo: tituloDe(SwiftUIDeImitacion.controles(de: label())), value: value, in: bounds)
  }
}

/// A button, as SwiftUI's `Button`: pressing it runs `action`.
public struct Button<Label: View>: View, VistaPrimitiva {
  let titulo: String
  let accion: @MainActor () -> Void
  /// Never evaluated.
  public var body: Never { fatalError("Button no tiene body") }
  var controles: [Control] { [.boton(titulo: titulo, accion: accion)] }
}

extension Button where Label == Text {
  /// A button titled `title`.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(titulo: String(title), accion: action)
  }
}

extension Button {
  /// A button with a label view.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(titulo: tituloDe(SwiftUIDeImitacion.controles(de: label())), accion: action)
  }
}
