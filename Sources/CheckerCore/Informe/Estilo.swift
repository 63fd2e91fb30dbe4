import Motor

/// ANSI colour for the report, only when stdout is a terminal that shows colour: `NO_COLOR` unset
/// and `TERM` not `dumb`.
public struct Estilo: Sendable, Equatable {
  /// Whether to emit colour codes.
  public var color: Bool

  /// A style with or without colour.
  public init(color: Bool) {
    self.color = color
  }

  /// Colour when `esTerminal`, the environment has no `NO_COLOR` (https://no-color.org) and `TERM`
  /// is not `dumb` (a terminal that shows escape codes as text: Emacs' shell, some CI logs).
  public init(esTerminal: Bool, entorno: [String: String]) {
    self.color = esTerminal && entorno["NO_COLOR"] == nil && entorno["TERM"] != "dumb"
  }

  /// Green (a pass).
  public func verde(_ texto: String) -> String { envolver(texto, "32") }
  /// Red (a failure).
  public func rojo(_ texto: String) -> String { envolver(texto, "31") }
  /// Yellow (a warning).
  public func amarillo(_ texto: String) -> String { envolver(texto, "33") }
  /// Bold (headlines).
  public func negrita(_ texto: String) -> String { envolver(texto, "1") }
  /// Dim (hints, secondary text).
  public func tenue(_ texto: String) -> String { envolver(texto, "2") }

  private func envolver(_ texto: String, _ codigo: String) -> String {
    color ? "\u{1B}[\(codigo)m\(texto)\u{1B}[0m" : texto
  }
}

/// The ten-cell progress bar: `███████░░░`.
public enum BarraProgreso {
  /// Cells filled: `n * 10 / m` rounded down, so only a complete lesson shows a full bar.
  public static func texto(_ aprobadas: Int, de total: Int, celdas: Int = 10) -> String {
    guard total > 0 else { return String(repeating: "░", count: celdas) }
    let llenas = min(celdas, max(0, aprobadas * celdas / total))
    return String(repeating: "█", count: llenas) + String(repeating: "░", count: celdas - llenas)
  }
}
