/// A seeded random generator for hidden tests: the same seed gives the same choices on every
/// platform and toolchain (SplitMix64; stdlib's `SystemRandomNumberGenerator` cannot be seeded).
///
/// ```swift
/// var azar = Azar(semilla: 17)
/// let precio = azar.entero(1...80)
/// let accion = azar.elegir([Contador.Action.incrementarPulsado, .decrementarPulsado])
/// ```
public struct Azar: RandomNumberGenerator, Sendable {
  /// The seed the sequence started from (printed when a test that uses it fails).
  public let semilla: UInt64
  private var estado: UInt64

  /// A generator at the start of the sequence of `semilla`.
  public init(semilla: UInt64) {
    self.semilla = semilla
    self.estado = semilla
  }

  /// The next 64 random bits (SplitMix64, Steele, Lea and Flood 2014).
  public mutating func next() -> UInt64 {
    estado &+= 0x9E37_79B9_7F4A_7C15
    var z = estado
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `rango`, every value equally likely.
  public mutating func entero(_ rango: ClosedRange<Int>) -> Int {
    Int.random(in: rango, using: &self)
  }

  /// One of `opciones`, each equally likely; `opciones` must not be empty.
  public mutating func elegir<T>(_ opciones: [T]) -> T {
    opciones[Int.random(in: opciones.indices, using: &self)]
  }

  /// `true` with probability `probabilidad` (0…1).
  public mutating func moneda(_ probabilidad: Double = 0.5) -> Bool {
    Double.random(in: 0..<1, using: &self) < probabilidad
  }
}
