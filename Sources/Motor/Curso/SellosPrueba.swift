import Foundation

/// The seals of green proofs: for each lesson and each proof (``PruebaSellable``) run on one
/// toolchain, the fingerprints of every input that proof read, recorded when it found nothing.
///
/// A proof whose inputs fingerprint exactly as a seal says need not run again: it would build the
/// same sources with the same compiler and judge them with the same code. Anything else re-runs it:
/// no seal, a seal of another toolchain, one part that differs, a part added or removed. The
/// fingerprints are of the files' bytes (``HuellaArchivo``), never of dates, so a stale or
/// hand-edited file cannot skip a changed lesson: the fingerprint it names is not the one of the
/// content. It is no signature: whoever can commit this file can also edit `.ci/run`; it guards
/// against mistakes, not against forgery.
///
/// Shape of ``archivo``: `{"formato": 1, "lecciones": {"03": {"verificar@6.3.1-linux":
/// {"arnes": "fnv1a64:…", "leccion": "fnv1a64:…", …}}}}`, sorted keys. Written by the proofs
/// themselves when they pass (the integrity suite, `checker verificar`, `verificar --mutantes`,
/// the macOS 14 path); `TALLER_SIN_SELLOS=1` makes every proof run regardless (see ``forzadas(_:)``).
public struct SellosPrueba: Codable, Equatable, Sendable {
  /// Where the seals live, relative to the root.
  public static let archivo = "Lessons/sellos.json"
  /// The format this checker writes and reads.
  public static let formatoActual = 1
  /// `TALLER_SIN_SELLOS=1`: every proof runs, sealed or not (and still seals when green).
  public static let variableSinSellos = "TALLER_SIN_SELLOS"

  /// Format of the file (``formatoActual``).
  public var formato: Int
  /// Lesson `NN` → ``ClaveSello/texto`` → part name → fingerprint.
  public var lecciones: [String: [String: [String: String]]]

  /// Creates a set of seals.
  public init(formato: Int = SellosPrueba.formatoActual, lecciones: [String: [String: [String: String]]] = [:]) {
    self.formato = formato
    self.lecciones = lecciones
  }

  /// Whether `entorno` asks every proof to run (`TALLER_SIN_SELLOS=1`).
  public static func forzadas(_ entorno: [String: String]) -> Bool { entorno[variableSinSellos] == "1" }

  /// The recorded seals; none when the file is missing, unreadable or of another format (then
  /// every proof runs: a damaged file can only cost time).
  public static func leer(_ taller: Taller) -> SellosPrueba {
    guard let datos = FileManager.default.contents(atPath: ruta(taller).path),
      let sellos = try? JSONDecoder().decode(SellosPrueba.self, from: datos), sellos.formato == formatoActual
    else { return SellosPrueba() }
    return sellos
  }

  /// The fingerprints a seal of `leccion` holds for `clave`, if any.
  public func sello(_ leccion: Leccion, _ clave: ClaveSello) -> [String: String]? {
    lecciones[leccion.nn]?[clave.texto]
  }

  /// Whether `leccion` needs `clave`'s proof given its inputs as they are now (`actuales`).
  public func estado(_ leccion: Leccion, _ clave: ClaveSello, actuales: [String: String]) -> EstadoSello {
    guard let anotado = sello(leccion, clave) else { return .sinSello }
    let partes = Set(anotado.keys).union(actuales.keys)
    let distintas = partes.filter { anotado[$0] != actuales[$0] }.sorted()
    return distintas.isEmpty ? .sellada : .cambiada(distintas)
  }

  /// Records that `clave`'s proof of `leccion` passed with its inputs fingerprinted as `huellas`,
  /// reading and writing ``archivo`` under a lock (the integrity suite seals from two streams).
  /// A file that cannot be written costs only time later; it is not an error of the proof.
  public static func sellar(_ taller: Taller, _ leccion: Leccion, _ clave: ClaveSello, huellas: [String: String]) {
    let url = ruta(taller)
    let cerrojo = taller.carpetaConstruccion.appendingPathComponent("taller-sellos.lock")
    try? FileManager.default.createDirectory(at: taller.carpetaConstruccion, withIntermediateDirectories: true)
    CerrojoArchivo.conCerrojoSiSePuede(cerrojo.path) {
      var sellos = leer(taller)
      sellos.lecciones[leccion.nn, default: [:]][clave.texto] = huellas
      try? sellos.codificado().write(to: url, options: .atomic)
    }
  }

  /// The JSON text written to ``archivo`` (sorted keys, final newline).
  public func codificado() -> Data {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return ((try? codificador.encode(self)) ?? Data()) + Data("\n".utf8)
  }

  static func ruta(_ taller: Taller) -> URL { taller.raiz.appendingPathComponent(archivo) }
}

/// Whether a proof of a lesson may be skipped, and why not.
public enum EstadoSello: Sendable, Equatable {
  /// Every input fingerprints as the seal says: the proof would repeat a green one.
  case sellada
  /// No seal for this proof and toolchain.
  case sinSello
  /// These parts (``EntradasPrueba`` names, sorted) differ from the seal, or are new or gone.
  case cambiada([String])

  /// Whether the proof must run.
  public var debeProbarse: Bool { self != .sellada }
}

/// Which proof on which toolchain a seal is for: `verificar@6.3.1-linux`.
public struct ClaveSello: Sendable, Equatable {
  /// The proof.
  public var prueba: PruebaSellable
  /// The toolchain, as ``IdentidadToolchain/etiqueta`` names it.
  public var toolchain: String

  /// Creates a key.
  public init(_ prueba: PruebaSellable, toolchain: String) {
    self.prueba = prueba
    self.toolchain = toolchain
  }

  /// `verificar@6.3.1-linux`, the key in ``SellosPrueba/archivo``.
  public var texto: String { prueba.rawValue + "@" + toolchain }
}

/// A proof of a lesson whose green result can be sealed.
public enum PruebaSellable: String, Sendable, CaseIterable {
  /// The ``Verificador``'s proof of a lesson: Plantilla fails every test, Solucion and alternatives
  /// pass, variants fail as declared, compile-time checks hold (integrity suite, `checker verificar`).
  case verificar
  /// `checker verificar --mutantes`: every mutant of `Solucion/` killed or declared equivalent.
  case mutantes
  /// The Solucion on the runtime's macOS 14 effect path (`TALLER_FORZAR_MACOS14=1`).
  case macos14
}
