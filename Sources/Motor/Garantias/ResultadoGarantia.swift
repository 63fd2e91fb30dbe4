/// The outcome of one compile-time check.
public struct ResultadoGarantia: Sendable, Equatable {
  /// Whether the check holds.
  public enum Estado: Sendable, Equatable {
    /// The snippet fails exactly as expected.
    case cumple
    /// The snippet compiles, or fails differently: the student's code allows what it should not.
    case rota(RoturaGarantia)
    /// The check could not be run (bad header, `swiftc` missing…): an internal error.
    case invalida(ProblemaGarantia.Causa)
  }

  /// The check's id.
  public var id: String
  /// Display name (the id when the header is unusable).
  public var nombre: String
  /// Hint shown when it does not hold.
  public var pista: String
  /// The outcome.
  public var estado: Estado

  /// The verdict on one type guarantee, with the name and hint the report shows.
  public init(id: String, nombre: String, pista: String, estado: Estado) {
    self.id = id
    self.nombre = nombre
    self.pista = pista
    self.estado = estado
  }

  init(_ garantia: Garantia, estado: Estado) {
    self.init(id: garantia.id, nombre: garantia.nombre, pista: garantia.pista, estado: estado)
  }

  /// Whether it holds.
  public var cumple: Bool { estado == .cumple }
}

/// How a compile-time check does not hold.
public enum RoturaGarantia: Sendable, Equatable {
  /// The snippet compiles: the student's code allows what it should forbid.
  case compila
  /// The snippet fails, but not with an accepted phrasing on its lines, or with errors elsewhere:
  /// the accepted phrasings, the expected lines, and the compiler's error lines seen
  /// (`Archivo.swift:12:5: error: …`).
  case otroError(esperados: [String], lineas: ClosedRange<Int>, vistos: [String])
}
