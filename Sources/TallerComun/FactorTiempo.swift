import Foundation

/// `TALLER_FACTOR_TIEMPO`: how many times slower than usual this machine may be. The runtime
/// scales `TestStore`'s waits by it and the checker its per-test limits; both read it here, so
/// they always agree.
///
/// A positive, finite decimal number, with `.` or `,` as decimal separator (`2.5`, `2,5`, `1e2`);
/// unset or empty means 1. Anything else (`abc`, `0`, `-0`, `-1`, `inf`, `nan`, `0x10`) also means
/// 1, and a number above ``maximo`` means ``maximo`` (`1e9` seconds overflow the clocks' nanoseconds);
/// whoever reads either warns once (the runtime on stderr, the checker before its report).
public enum FactorTiempo: Sendable, Equatable {
  /// Unset or empty: 1.
  case porDefecto
  /// A positive, finite number.
  case valor(Double)
  /// Not a positive, finite number: the text as given (used as 1).
  case invalido(String)
  /// A number above ``maximo``: the text as given (used as ``maximo``).
  case recortado(String)

  /// The largest factor used: 100 (a 5 s test limit becomes 500 s).
  public static let maximo: Double = 100

  /// The environment variable: `TALLER_FACTOR_TIEMPO`.
  public static let variable = "TALLER_FACTOR_TIEMPO"

  /// Reads `texto` (the variable's value, `nil` when unset).
  public init(texto: String?) {
    let limpio = (texto ?? "").trimmingCharacters(in: .whitespaces)
    guard !limpio.isEmpty else {
      self = .porDefecto
      return
    }
    // NB: `Double("0x10")` is 16 and `Double("inf")` infinite: only decimal digits, one separator and
    // an exponent are a factor.
    let decimal = limpio.allSatisfy { "0123456789.,eE+-".contains($0) }
    let numero = decimal ? Double(limpio.replacingOccurrences(of: ",", with: ".")) : nil
    if let numero, numero.isFinite, numero > 0 {
      self = numero > Self.maximo ? .recortado(limpio) : .valor(numero)
    } else {
      self = .invalido(limpio)
    }
  }

  /// Reads ``variable`` from `entorno`.
  public init(entorno: [String: String]) {
    self.init(texto: entorno[Self.variable])
  }

  /// The factor to multiply by: the number, ``maximo`` when above it, or 1 when unset or invalid.
  public var multiplicador: Double {
    switch self {
    case .valor(let numero): numero
    case .recortado: Self.maximo
    case .porDefecto, .invalido: 1
    }
  }
}
