/// What a view shows, as ``controles(de:)`` lists it: each control with its title and what it
/// reads, writes or runs.
public enum Control {
  /// A ``Text``: its string.
  case texto(String)
  /// A ``TextField``: its title and the binding it edits.
  case campoDeTexto(titulo: String, texto: Binding<String>)
  /// A ``Toggle``: its title and the binding it switches.
  case interruptor(titulo: String, activado: Binding<Bool>)
  /// A ``Slider``: its title (empty without a label), its binding seen as `Double` and its range.
  case deslizador(titulo: String, valor: Binding<Double>, rango: ClosedRange<Double>)
  /// A ``Button``: its title and what pressing it runs.
  case boton(titulo: String, accion: @MainActor () -> Void)

  /// The title or string the user sees.
  public var titulo: String {
    switch self {
    case let .texto(texto): texto
    case let .campoDeTexto(titulo, _), let .interruptor(titulo, _), let .deslizador(titulo, _, _),
      let .boton(titulo, _):
      titulo
    }
  }
}

/// The strings of the texts among `controles`, joined by spaces: a label's title.
func tituloDe(_ controles: [Control]) -> String {
  controles.compactMap { control in
    guard case let .texto(texto) = control else { return nil }
    return texto
  }.joined(separator: " ")
}
