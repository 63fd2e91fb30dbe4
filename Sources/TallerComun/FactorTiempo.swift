import Foundation

/// `TALLER_FACTOR_TIEMPO`: how many times slower than usual this machine may be. The runtime
/// scales `TestStore`'s waits by it and the checker its per-test limits; both read it here, so
/// they always agree.
///
/// A positive, finite number, with `.` or `,` as decimal separator (`2.5`, `2,5`); unset or empty
/// means 1. Anything else (`abc`, `0`, `-1`, `inf`, `nan`) also means 1, and whoever reads it
/// warns once (the runtime on stderr, the checker before its report).
public enum FactorTiempo: Sendable, Equatable {
  /// Unset or empty: 1.
  case porDefecto
  /// A positive, finite number.
  case valor(Double)
  /// Not a positive, finite number: the text as given (used as 1).
  case invalido(String)

  /// The environment variable: `TALLER_FACTOR_TIEMPO`.
  public static let variable = "TALLER_FACTOR_TIEMPO"

  /// Reads `texto` (the variable's value, `nil` when unset).
  public init(texto: String?) {
    let limpio = (texto ?? "").trimmingCharacters(in: .whitespaces)
    guard !limpio.isEmpty else {
      self = .porDefecto
      return
    }
    let numero = Double(limpio.replacingOccurrences(of: ",", with: "."))
    if let numero, numero.isFinite, numero > 0 { self = .valor(numero) } else { self = .invalido(limpio) }
  }

  /// Reads ``variable`` from `entorno`.
  public init(entorno: [String: String]) {
    self.init(texto: entorno[Self.variable])
  }

  /// The factor to multiply by: the number, or 1 when unset or invalid.
  public var multiplicador: Double {
    if case .valor(let numero) = self { return numero }
    return 1
  }
}
