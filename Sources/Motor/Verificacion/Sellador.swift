import Foundation

/// Decides, for one proof (``PruebaSellable``) on this toolchain, which lessons must be proved and
/// seals the ones that passed (``SellosPrueba``).
///
/// ```swift
/// let sellador = Sellador(taller: taller, prueba: .verificar, toolchain: toolchain, entorno: entorno)
/// let decision = sellador?.decidir(leccion)     // nil sellador: the version is unknown, prove all
/// if decision?.omitir != true { let verde = …; if verde, let decision { sellador?.sellar(decision) } }
/// ```
public struct Sellador: Sendable {
  /// The workbook whose ``SellosPrueba/archivo`` is read and written.
  public var taller: Taller
  /// The key of this proof on this toolchain.
  public var clave: ClaveSello
  /// The toolchain, as fingerprinted.
  public var version: IdentidadToolchain
  /// `TALLER_SIN_SELLOS=1`: prove everything anyway (still sealing what passes).
  public var forzadas: Bool

  /// A sealer for `prueba` with `toolchain`'s version.
  /// - Returns: `nil` when `swift --version` cannot be read: nothing can be skipped or sealed then.
  public init?(taller: Taller, prueba: PruebaSellable, toolchain: Toolchain, entorno: [String: String]) {
    guard let version = IdentidadToolchain.de(toolchain, entorno: entorno) else { return nil }
    self.init(taller: taller, prueba: prueba, version: version, forzadas: SellosPrueba.forzadas(entorno))
  }

  /// A sealer for a known toolchain version (tests).
  public init(taller: Taller, prueba: PruebaSellable, version: IdentidadToolchain, forzadas: Bool = false) {
    self.taller = taller
    self.clave = ClaveSello(prueba, toolchain: version.etiqueta)
    self.version = version
    self.forzadas = forzadas
  }

  /// Fingerprints `leccion`'s inputs now and compares them with its seal.
  public func decidir(_ leccion: Leccion) -> DecisionSello {
    let huellas = EntradasPrueba.huellas(taller, leccion, version: version)
    let estado = SellosPrueba.leer(taller).estado(leccion, clave, actuales: huellas)
    return DecisionSello(leccion: leccion, clave: clave, estado: estado, huellas: huellas, forzada: forzadas)
  }

  /// Seals a lesson whose proof just passed, unless its inputs changed while it ran (then what
  /// passed is not what is there now).
  /// - Returns: Whether the seal was written.
  @discardableResult
  public func sellar(_ decision: DecisionSello) -> Bool {
    let ahora = EntradasPrueba.huellas(taller, decision.leccion, version: version)
    guard ahora == decision.huellas else { return false }
    SellosPrueba.sellar(taller, decision.leccion, clave, huellas: ahora)
    return true
  }
}

/// What a ``Sellador`` decided for one lesson before its proof.
public struct DecisionSello: Sendable, Equatable {
  /// The lesson.
  public var leccion: Leccion
  /// The proof and toolchain.
  public var clave: ClaveSello
  /// How its inputs compare with its seal.
  public var estado: EstadoSello
  /// Its inputs' fingerprints now (``EntradasPrueba/huellas(_:_:version:)``).
  public var huellas: [String: String]
  /// Whether `TALLER_SIN_SELLOS=1` asked for the proof anyway.
  public var forzada: Bool

  /// A decision as ``Sellador/decidir(_:)`` takes it (and tests build it).
  public init(leccion: Leccion, clave: ClaveSello, estado: EstadoSello, huellas: [String: String], forzada: Bool) {
    self.leccion = leccion
    self.clave = clave
    self.estado = estado
    self.huellas = huellas
    self.forzada = forzada
  }

  /// Whether the proof may be skipped: sealed, and not forced.
  public var omitir: Bool { estado == .sellada && !forzada }
}
