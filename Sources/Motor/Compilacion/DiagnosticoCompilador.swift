/// One diagnostic printed by the Swift compiler: `file:line:col: error: message` plus the code
/// frame that follows it.
public struct DiagnosticoCompilador: Sendable, Equatable {
  /// The diagnostic's severity word.
  public enum Severidad: String, Sendable {
    /// `error:`
    case error
    /// `warning:`
    case warning
    /// `note:`
    case note
  }

  /// The file as printed (absolute), or relative to the workbook after ``relativo(a:)``.
  public var archivo: String
  /// 1-based line.
  public var linea: Int
  /// 1-based column.
  public var columna: Int
  /// Its severity.
  public var severidad: Severidad
  /// The compiler's message, verbatim.
  public var mensaje: String
  /// The code frame lines that follow the header (`7 | let x…`, `  | `- error: …`), verbatim.
  public var marco: [String]
  /// The `note:` diagnostics the compiler printed right after this one, in their own blocks
  /// because they point into another file (`Reducer.swift:24:18: note: protocol requires nested
  /// type 'Action'`). They are what explains many errors.
  public var notasAdjuntas: [DiagnosticoCompilador]

  /// One compiler diagnostic, already parsed. An empty `archivo` means the
  /// location is not shown (``cabecera`` is then `note: …`).
  public init(
    archivo: String, linea: Int, columna: Int, severidad: Severidad, mensaje: String,
    marco: [String] = [], notasAdjuntas: [DiagnosticoCompilador] = []
  ) {
    self.archivo = archivo
    self.linea = linea
    self.columna = columna
    self.severidad = severidad
    self.mensaje = mensaje
    self.marco = marco
    self.notasAdjuntas = notasAdjuntas
  }

  /// `Sources/Workbook/Leccion03/Ajustes.swift:7:14: error: cannot find 'x' in scope`.
  public var cabecera: String {
    archivo.isEmpty
      ? "\(severidad.rawValue): \(mensaje)"
      : "\(archivo):\(linea):\(columna): \(severidad.rawValue): \(mensaje)"
  }

  /// The texts of every note: inside the code frame (`add stubs for conformance`) and in the
  /// attached notes (`protocol requires nested type 'Action'`).
  public var notas: [String] {
    // NB: typed step by step: as one expression it took 0.3–0.8 s to type-check (issue 13, item 6).
    let propias: [String] = marcadores.filter { $0.severidad == .note }.map(\.mensaje)
    let adjuntas: [String] = notasAdjuntas.flatMap { (nota: DiagnosticoCompilador) -> [String] in
      [nota.mensaje] + nota.notas
    }
    return propias + adjuntas
  }

  /// The `|- error: …` / `` `- note: …`` markers of the code frame, each located at the code line
  /// above it (line from that line's number, column from the marker's position).
  var marcadores: [DiagnosticoCompilador] {
    var resultado: [DiagnosticoCompilador] = []
    var lineaDeCodigo: Int?
    for texto in marco {
      let sinEspacios = texto.drop { $0 == " " }
      let digitos = sinEspacios.prefix { $0.isNumber }
      if !digitos.isEmpty, sinEspacios.dropFirst(digitos.count).hasPrefix(" |") {
        lineaDeCodigo = Int(digitos)
        continue
      }
      guard let barra = texto.firstIndex(of: "|") else { continue }
      let resto = texto[texto.index(after: barra)...]
      for severidad in [Severidad.error, .warning, .note] {
        guard let rango = resto.range(of: "- \(severidad.rawValue): ") else { continue }
        // NB: the marker's `|` or `` ` `` sits under the column, one space after the frame's bar.
        let columna = resto.distance(from: resto.startIndex, to: rango.lowerBound) - 1
        resultado.append(
          DiagnosticoCompilador(
            archivo: archivo, linea: lineaDeCodigo ?? linea, columna: max(columna, 1),
            severidad: severidad, mensaje: String(resto[rango.upperBound...])))
        break
      }
    }
    return resultado
  }
}
