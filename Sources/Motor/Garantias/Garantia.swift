import Foundation

/// A compile-time check ("garantía de tipos"): a snippet in `Lessons/NN-slug/NoCompila/<id>.swift`
/// that must NOT compile against the student's module, failing with the expected diagnostic on the
/// expected line.
///
/// Header (the first comment lines of the file; see `Lessons/FORMATO.md`):
///
/// ```swift
/// // nombre: La vista no puede enviar una acción interna
/// // diagnostico: has no member 'tickRecibido'
/// // diagnostico: no member named 'tickRecibido'
/// // linea: 12
/// // visto-con: 6.3.1
/// // pista: El `send` de la vista solo acepta casos de `Action.View`.
/// ```
///
/// Every `diagnostico` line is one accepted phrasing (compilers word the same error differently
/// across versions); `linea` is one line or a range `11-13` (the declaration the error may point
/// at); `visto-con` lists the toolchain versions the expectation was seen on (optional, informative).
public struct Garantia: Sendable, Equatable {
  /// File name without `.swift`; the id `leccion.json`'s variants refer to.
  public var id: String
  /// The snippet.
  public var archivo: URL
  /// Display name.
  public var nombre: String
  /// Accepted phrasings of the expected error: an error holds the check when it contains any.
  public var diagnosticos: [String]
  /// 1-based lines the compiler errors must be on (one line, or a declaration's range).
  public var lineas: ClosedRange<Int>
  /// Toolchain versions the expectation was seen on (`6.3.1`), as the header lists them.
  public var vistoCon: [String]
  /// Hint shown when the check does not hold.
  public var pista: String

  /// The first accepted phrasing.
  public var diagnostico: String { diagnosticos.first ?? "" }
  /// The first expected line.
  public var linea: Int { lineas.lowerBound }

  /// Creates a check with one or more accepted phrasings and a line range.
  public init(
    id: String, archivo: URL, nombre: String, diagnosticos: [String], lineas: ClosedRange<Int>,
    vistoCon: [String] = [], pista: String
  ) {
    self.id = id
    self.archivo = archivo
    self.nombre = nombre
    self.diagnosticos = diagnosticos
    self.lineas = lineas
    self.vistoCon = vistoCon
    self.pista = pista
  }

  /// Creates a check with one phrasing on one line.
  public init(id: String, archivo: URL, nombre: String, diagnostico: String, linea: Int, pista: String) {
    self.init(
      id: id, archivo: archivo, nombre: nombre, diagnosticos: [diagnostico], lineas: linea...linea, pista: pista)
  }

  /// Reads the header of `archivo`.
  /// - Returns: The check, or what is wrong with its header.
  public static func leer(_ archivo: URL) -> Result<Garantia, ProblemaGarantia> {
    let id = archivo.deletingPathExtension().lastPathComponent
    guard let texto = try? String(contentsOf: archivo, encoding: .utf8) else {
      return .failure(ProblemaGarantia(id: id, causa: .ilegible))
    }
    var campos: [String: [String]] = [:]
    for linea in texto.split(separator: "\n", omittingEmptySubsequences: false) {
      let limpia = linea.trimmingCharacters(in: .whitespaces)
      guard limpia.hasPrefix("//") else { break }
      let contenido = limpia.dropFirst(2).trimmingCharacters(in: .whitespaces)
      guard let dosPuntos = contenido.firstIndex(of: ":") else { continue }
      let clave = contenido[..<dosPuntos].trimmingCharacters(in: .whitespaces)
      let valor = contenido[contenido.index(after: dosPuntos)...].trimmingCharacters(in: .whitespaces)
      if !valor.isEmpty { campos[clave, default: []].append(valor) }
    }
    let faltan = ["nombre", "diagnostico", "linea", "pista"].filter { (campos[$0] ?? []).isEmpty }
    guard faltan.isEmpty else {
      return .failure(
        ProblemaGarantia(id: id, causa: .faltanCampos(faltan)))
    }
    guard let lineas = campos["linea"]?.first.flatMap(rangoLineas) else {
      return .failure(
        ProblemaGarantia(id: id, causa: .lineaInvalida))
    }
    let vistoCon = (campos["visto-con"] ?? []).flatMap { $0.split(separator: ",") }
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    return .success(
      Garantia(
        id: id, archivo: archivo, nombre: campos["nombre"]?.first ?? "", diagnosticos: campos["diagnostico"] ?? [],
        lineas: lineas, vistoCon: vistoCon, pista: campos["pista"]?.first ?? ""))
  }

  /// `12` → `12...12`; `11-13` → `11...13`; anything else (zero, reversed, text) → `nil`.
  static func rangoLineas(_ texto: String) -> ClosedRange<Int>? {
    let partes = texto.split(separator: "-", omittingEmptySubsequences: false)
      .map { Int($0.trimmingCharacters(in: .whitespaces)) }
    switch partes.count {
    case 1:
      guard let linea = partes[0], linea > 0 else { return nil }
      return linea...linea
    case 2:
      guard let desde = partes[0], let hasta = partes[1], desde > 0, hasta >= desde else { return nil }
      return desde...hasta
    default:
      return nil
    }
  }

  /// Every `*.swift` of `carpeta`, sorted by file name; an absent folder has none.
  public static func todas(en carpeta: URL) -> [Result<Garantia, ProblemaGarantia>] {
    let nombres = (try? FileManager.default.contentsOfDirectory(atPath: carpeta.path)) ?? []
    return nombres.filter { $0.hasSuffix(".swift") }.sorted()
      .map { leer(carpeta.appendingPathComponent($0)) }
  }
}

/// A compile-time check that cannot be used: its header is wrong, or `swiftc` could not judge it.
public struct ProblemaGarantia: Error, Sendable, Equatable {
  /// Why (the command-line layer words it).
  public enum Causa: Sendable, Equatable {
    /// The file cannot be read.
    case ilegible
    /// Header fields missing, by name (`nombre`, `diagnostico`, `linea`, `pista`).
    case faltanCampos([String])
    /// `linea` is not a positive number or a range such as `11-13`.
    case lineaInvalida
    /// `swiftc` could not be started.
    case swiftcNoArranca
    /// `swiftc` did not finish within its limit.
    case swiftcSinTiempo
    /// The checker was interrupted while `swiftc` ran.
    case interrumpida
    /// `swiftc` cannot load the built modules: another toolchain made them. The two paths used
    /// and the compiler's own line saying so.
    case toolchainDistinta(swift: String, swiftc: String, linea: String)
  }

  /// The check's id (file name without `.swift`).
  public var id: String
  /// Why it cannot be used.
  public var causa: Causa

  /// A guarantee that could not be judged, and why.
  public init(id: String, causa: Causa) {
    self.id = id
    self.causa = causa
  }
}
