import SwiftUIDeImitacion

/// Lo que dice la prueba de la vista cuando un control falta, sobra, está fuera de su sitio o hace
/// otra cosa.
@MainActor enum MensajesVista {
  /// Ninguno o más de uno de `control`.
  static func controlAusenteORepetido(_ control: ControlDelFormulario, veces: Int) -> String {
    guard veces == 0 else {
      return "\(mayuscula(control.nombre)) aparece \(veces) veces en el formulario; debe estar una sola vez."
    }
    guard let campo = control.campo else {
      return "Falta \(control.nombre): ningún botón del formulario envía `.guardarPulsado` (una sola vez) al pulsarlo."
    }
    let nombre = campo.texto.dropFirst(2)
    return """
      Falta \(control.nombre): ningún control de ese tipo escribe en `\(nombre)` al usarlo. \
      Enlázalo con `$store.\(nombre)`, que lee el campo del estado y, al cambiar, envía \
      `.binding(.set(\(campo.texto), nuevo))`.
      """
  }

  /// `control` mostraba otro valor que el del estado.
  static func muestraOtroValor(_ control: ControlDelFormulario, esperado: String, mostrado: String) -> String {
    """
    \(mayuscula(control.nombre)) debería mostrar el valor del estado, '\(esperado)', pero muestra \
    '\(mostrado)': su binding no lee el store.
    """
  }

  /// Usar `control` una vez no envió exactamente una acción que escribiera su campo.
  static func escribeDeMas(_ control: ControlDelFormulario, campo: String, enviadas: [String]) -> String {
    let lista = enviadas.isEmpty ? "ninguna" : enviadas.joined(separator: ", ")
    return """
      Usar \(control.nombre) una vez debería enviar una sola acción, `.binding(.set(\(campo), nuevo))`, \
      que cambie ese campo; envió: \(lista).
      """
  }

  /// Escribir otra vez el mismo valor en `control` lo cambió.
  static func invierteEnVezDeEscribir(_ control: ControlDelFormulario) -> String {
    """
    Tras activar \(control.nombre), escribir otra vez `true` en su binding lo dejó en `false`: el \
    binding invierte el valor que hay en vez de escribir el que recibe. SwiftUI le da el valor \
    nuevo; escríbelo tal cual (`$store.notificaciones` ya lo hace).
    """
  }

  /// `control` no tiene título.
  static func sinTitulo(_ control: ControlDelFormulario) -> String {
    """
    \(mayuscula(control.nombre)) no tiene título: es el texto que el usuario (y VoiceOver) lee junto \
    al control para saber qué es. Dale uno, como en la lección.
    """
  }

  /// El deslizador no va de 0 a 1.
  static func rangoDistinto(_ rango: ClosedRange<Double>) -> String {
    "El `Slider` del volumen debería ir de 0 a 1 (`in: 0...1`), como el volumen del estado; va de \(rango.lowerBound) a \(rango.upperBound)."
  }

  /// Los cuatro controles están, pero en otro orden.
  static func ordenDistinto(_ controles: [Control], _ posiciones: [Int]) -> String {
    let nombres = zip(posiciones, controlesDelFormulario).sorted { $0.0 < $1.0 }.map(\.1.nombre)
    return """
      El formulario tiene sus cuatro controles, pero no en su orden: debería ser \
      \(enumerar(controlesDelFormulario.map(\.nombre))), y es \(enumerar(nombres)). Deja cada control \
      en el sitio del texto al que sustituye.
      """
  }

  /// Con un aviso en el estado, ningún texto lo muestra.
  static let avisoOculto = """
    Con un aviso en el estado, el formulario debería mostrarlo en un `Text`; no aparece. \
    Deja el `if let aviso = store.aviso { … }` de la plantilla.
    """

  /// Sin aviso en el estado, el texto del aviso aparece igual.
  static let avisoSinMotivo = "Sin aviso en el estado (`aviso == nil`), el formulario no debería mostrar el texto del aviso."

  private static func mayuscula(_ texto: String) -> String { texto.prefix(1).uppercased() + texto.dropFirst() }

  private static func enumerar(_ nombres: [String]) -> String {
    guard let ultimo = nombres.last else { return "" }
    return nombres.dropLast().joined(separator: ", ") + " y " + ultimo
  }
}
