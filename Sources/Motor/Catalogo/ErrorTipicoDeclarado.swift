/// A typical mistake of a lesson, as `leccion.json` declares it (`errores[]`).
///
/// Like an exercism analyzer comment: a hidden test raises it by id (`errorTipico("id", [...])` of
/// `TallerArnes`) at the step where it recognises the mistake, and the report of that test leads with
/// its text, placeholders `{nombre}` filled with the values the test gave.
///
/// ```json
/// { "id": "reinicia-solo-si-positivo", "tipo": "esencial", "parametros": ["desde"],
///   "texto": "Tras reiniciar desde {desde}, la cuenta sigue en {desde}: …" }
/// ```
public struct ErrorTipicoDeclarado: Codable, Sendable, Equatable {
  /// How much it matters, in exercism's analyzer vocabulary.
  public enum Tipo: String, Codable, Sendable, CaseIterable {
    /// The lesson cannot be completed with this mistake (exercism's `essential`).
    case esencial
    /// Worth fixing now (exercism's `actionable`).
    case accionable
    /// Worth knowing (exercism's `informative`).
    case informativo
  }

  /// ASCII id (letters, digits, `-`), unique in the lesson; what tests raise and `primero` names.
  public var id: String
  /// Spanish text, with a `{nombre}` for every parameter.
  public var texto: String
  /// The type; `nil` means ``Tipo/esencial``.
  public var tipo: Tipo?
  /// Names of the text's placeholders; each raise must give a value for every one.
  public var parametros: [String]?
  /// Where the cause of this mistake lives in `Solucion/`: `checker verificar --mutantes` calls a
  /// mutant elsewhere whose report leads with this mistake an *overmatch*.
  public var donde: DondeError?

  /// A typical mistake as the `errores` key of `leccion.json` would declare it.
  public init(id: String, texto: String, tipo: Tipo? = nil, parametros: [String]? = nil, donde: DondeError? = nil) {
    self.id = id
    self.texto = texto
    self.tipo = tipo
    self.parametros = parametros
    self.donde = donde
  }

  /// The type, defaulted.
  public var tipoEfectivo: Tipo { tipo ?? .esencial }

  /// The `{nombre}` placeholders of ``texto``, in order of appearance, without repeats.
  public var marcadores: [String] {
    var vistos: [String] = []
    var resto = texto[...]
    while let abre = resto.firstIndex(of: "{") {
      let tras = resto[resto.index(after: abre)...]
      guard let cierra = tras.firstIndex(of: "}") else { break }
      let nombre = String(tras[..<cierra])
      if !nombre.isEmpty, nombre.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !vistos.contains(nombre) {
        vistos.append(nombre)
      }
      resto = tras[tras.index(after: cierra)...]
    }
    return vistos
  }

  /// ``texto`` with each `{nombre}` replaced by `valores[nombre]`; a missing value stays `{nombre}`.
  public func texto(con valores: [String: String]) -> String {
    var resultado = texto
    for (nombre, valor) in valores { resultado = resultado.replacingOccurrences(of: "{\(nombre)}", with: valor) }
    return resultado
  }
}

/// A step of a hidden test that has its own hints (`pruebas[].pasos[]`).
///
/// The test marks the step with `paso("id") { … }` (`TallerArnes`); when the test's first failure is
/// in that step and no mistake was raised there, the report leads with the step's first hint, and
/// `checker pista` gives the next.
public struct PasoDeclarado: Codable, Sendable, Equatable {
  /// ASCII id, unique within its test, equal to the `paso("id")` of the hidden test.
  public var id: String
  /// One or more hints for this step, from general to concrete.
  public var pistas: [String]

  /// A step with its own hints, as `pasos` of a test entry would declare it.
  public init(id: String, pistas: [String]) {
    self.id = id
    self.pistas = pistas
  }
}

/// What an `error-*` variant's report must lead with (`variantes[].primero`), so the feedback a
/// student reads first is about the mistake they made; `verificar` enforces it.
///
/// Written as one string in `leccion.json`:
///
/// | form | leads with |
/// |---|---|
/// | `error:<id>` | the typical mistake `<id>` of `errores[]`, raised by a failing test |
/// | `analizador:<id>` | the finding `<id>` of a source analyzer (type *esencial*) |
/// | `paso:<prueba>/<paso>` | the first hint of step `<paso>` of test `<prueba>` |
/// | `hecho:<prueba>` | what test `<prueba>` observed, no cause named (no step hint, no mistake; issue 33.2) |
public enum PrimeroDeclarado: Codable, Sendable, Equatable, Hashable, CustomStringConvertible {
  /// A typical mistake, by id.
  case error(String)
  /// A source analyzer's finding, by id.
  case analizador(String)
  /// The first hint of a declared step of a test.
  case paso(prueba: String, paso: String)
  /// What a test observed, with no cause named: its failure message leads; its hints wait behind
  /// `checker pista` (issue 33.2).
  case hecho(prueba: String)

  /// Parses the `leccion.json` form; `nil` if it is none of them.
  public init?(texto: String) {
    guard let dosPuntos = texto.firstIndex(of: ":") else { return nil }
    let clase = texto[..<dosPuntos]
    let valor = String(texto[texto.index(after: dosPuntos)...])
    guard !valor.isEmpty else { return nil }
    switch clase {
    case "error": self = .error(valor)
    case "analizador": self = .analizador(valor)
    case "hecho": self = .hecho(prueba: valor)
    case "paso":
      let partes = valor.split(separator: "/", omittingEmptySubsequences: false)
      guard partes.count == 2, !partes[0].isEmpty, !partes[1].isEmpty else { return nil }
      self = .paso(prueba: String(partes[0]), paso: String(partes[1]))
    default: return nil
    }
  }

  /// The `leccion.json` form.
  public var description: String {
    switch self {
    case .error(let id): "error:\(id)"
    case .analizador(let id): "analizador:\(id)"
    case .paso(let prueba, let paso): "paso:\(prueba)/\(paso)"
    case .hecho(let prueba): "hecho:\(prueba)"
    }
  }

  public init(from decoder: any Decoder) throws {
    let contenedor = try decoder.singleValueContainer()
    let texto = try contenedor.decode(String.self)
    guard let valor = PrimeroDeclarado(texto: texto) else {
      throw DecodingError.dataCorruptedError(
        in: contenedor, debugDescription: "expected error:<id>, analizador:<id>, paso:<prueba>/<paso> or hecho:<prueba>")
    }
    self = valor
  }

  public func encode(to encoder: any Encoder) throws {
    var contenedor = encoder.singleValueContainer()
    try contenedor.encode(description)
  }
}

/// Where a typical mistake's cause lives (`errores[].donde` in `leccion.json`):
/// `{"archivo": "Contador.swift", "caso": "reiniciarPulsado"}`.
public struct DondeError: Codable, Sendable, Equatable {
  /// The file of `Solucion/` (relative to it).
  public var archivo: String?
  /// Several files, when the cause may honestly live in any of them (instead of ``archivo``).
  public var archivos: [String]?
  /// The `Action` case whose branch of the reducer's `switch` holds it (without the dot; the
  /// innermost case of a nested pattern: `guardarPulsado` for `case .view(.guardarPulsado):`);
  /// `nil` when it is not inside one branch (the `body`, a hand-written case path, `State`).
  public var caso: String?

  /// Where a mistake lives (file, files or `Action` case), as `donde` would declare it.
  public init(archivo: String? = nil, archivos: [String]? = nil, caso: String? = nil) {
    self.archivo = archivo
    self.archivos = archivos
    self.caso = caso
  }

  /// Every file named.
  public var todosLosArchivos: [String] { (archivo.map { [$0] } ?? []) + (archivos ?? []) }

  /// Whether a change in `archivo`, inside the branch of `caso` (or of none), is where this says.
  public func incluye(archivo otro: String, caso otroCaso: String?) -> Bool {
    guard todosLosArchivos.contains(otro) else { return false }
    guard let caso else { return true }
    return caso == otroCaso
  }
}
