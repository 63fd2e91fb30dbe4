import Foundation

/// Parses what `swift build` (or `swiftc`) printed into diagnostics, dropping SwiftPM's noise.
///
/// Kept: every `file:line:col: error|warning|note: message` with the code frame below it (lines
/// like `7 | código`, `  | `- error: …` and `   :`), with the notes printed after an error
/// attached to it, de-duplicated (SwiftPM prints the same error once while emitting the module
/// and again while compiling). Dropped: progress lines
/// (`[12/40] Compiling…`), `Building for debugging...`, `Build complete!`, and SwiftPM's
/// `error: emit-module command failed…` summaries. Anything else is returned in ``otrasLineas``
/// (linker errors, manifest errors) so an unexplained failure still shows its cause.
public struct SalidaCompilador: Sendable, Equatable {
  /// The diagnostics, in first-seen order, without repeats.
  public var diagnosticos: [DiagnosticoCompilador]
  /// Lines that are neither diagnostics nor noise.
  public var otrasLineas: [String]

  /// Only the `error:` diagnostics.
  public var errores: [DiagnosticoCompilador] { diagnosticos.filter { $0.severidad == .error } }

  /// Parses `texto` (stdout and stderr of the compiler, in any order).
  ///
  /// A `note:` block that follows an error or a warning is attached to it
  /// (``DiagnosticoCompilador/notasAdjuntas``) instead of standing alone.
  public init(_ texto: String) {
    var bloques: [DiagnosticoCompilador] = []
    var otras: [String] = []
    var actual: DiagnosticoCompilador?
    func cerrar() {
      if let hecho = actual { bloques.append(hecho) }
      actual = nil
    }
    for linea in texto.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if let cabecera = Self.cabecera(linea) {
        cerrar()
        actual = cabecera
      } else if actual != nil, Self.esMarco(linea) {
        actual?.marco.append(linea)
      } else {
        cerrar()
        if !Self.esRuido(linea) { otras.append(linea) }
      }
    }
    cerrar()
    var diagnosticos: [DiagnosticoCompilador] = []
    var grupo: DiagnosticoCompilador?
    func cerrarGrupo() {
      if let hecho = grupo, !diagnosticos.contains(hecho) { diagnosticos.append(hecho) }
      grupo = nil
    }
    for bloque in bloques {
      if bloque.severidad == .note, grupo != nil {
        grupo?.notasAdjuntas.append(bloque)
      } else {
        cerrarGrupo()
        grupo = bloque
        if bloque.severidad == .note { cerrarGrupo() }
      }
    }
    cerrarGrupo()
    self.diagnosticos = Self.conErrorDeCierre(diagnosticos)
    self.otrasLineas = otras
  }

  /// NB: Swift 6.0's diagnostic printer drops an error located past the last line of a file (a
  /// `}` missing at the end of the file: «expected '}' in struct» at line N+1) and prints only its
  /// note `to match this opening '{'` (seen with 6.0.3; 6.3 prints both). With no error at all,
  /// such a lone note stands for its error: `expected '}'` (or `)`, `]`) at the note's place, with
  /// the note attached, so the failure is still explained instead of looking like an error-less crash.
  static func conErrorDeCierre(_ diagnosticos: [DiagnosticoCompilador]) -> [DiagnosticoCompilador] {
    guard !diagnosticos.contains(where: { $0.severidad == .error }) else { return diagnosticos }
    let cierres: [String: String] = ["{": "}", "(": ")", "[": "]"]
    return diagnosticos.map { diagnostico in
      guard diagnostico.severidad == .note, diagnostico.mensaje.hasPrefix("to match this opening '"),
        let apertura = diagnostico.mensaje.dropFirst("to match this opening '".count).first,
        let cierre = cierres[String(apertura)]
      else { return diagnostico }
      var error = diagnostico
      error.severidad = .error
      error.mensaje = "expected '\(cierre)'"
      error.notasAdjuntas = [diagnostico]
      return error
    }
  }

  /// Interprets `path:line:col: severity: message`.
  static func cabecera(_ linea: String) -> DiagnosticoCompilador? {
    for severidad in [DiagnosticoCompilador.Severidad.error, .warning, .note] {
      guard let rango = linea.range(of: ": \(severidad.rawValue): ") else { continue }
      let ubicacion = linea[..<rango.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard ubicacion.count >= 3, let fila = Int(ubicacion[ubicacion.count - 2]),
        let columna = Int(ubicacion[ubicacion.count - 1])
      else { continue }
      let archivo = ubicacion.dropLast(2).joined(separator: ":")
      guard !archivo.isEmpty else { continue }
      return DiagnosticoCompilador(
        archivo: archivo, linea: fila, columna: columna, severidad: severidad,
        mensaje: String(linea[rango.upperBound...]))
    }
    return nil
  }

  /// A code-frame line: `12 | código`, `   | `- error: …` or the elision mark `   :`.
  static func esMarco(_ linea: String) -> Bool {
    let sinEspacios = linea.drop { $0 == " " }
    if sinEspacios.hasPrefix("|") || sinEspacios == ":" { return true }
    let digitos = sinEspacios.prefix { $0.isNumber }
    return !digitos.isEmpty && sinEspacios.dropFirst(digitos.count).hasPrefix(" |")
  }

  /// SwiftPM's progress and summaries, and blank lines.
  static func esRuido(_ linea: String) -> Bool {
    let limpia = linea.trimmingCharacters(in: .whitespaces)
    if limpia.isEmpty { return true }
    if limpia.hasPrefix("["), let cierre = limpia.firstIndex(of: "]"),
      limpia[limpia.index(after: limpia.startIndex)..<cierre].allSatisfy({ $0.isNumber || $0 == "/" })
    {
      return true
    }
    let prefijos = [
      "Building for ", "Build complete!", "Build of product", "Build of target", "Compiling ",
      "Emitting module", "Linking ", "Write ", "Planning build", "error: emit-module command failed",
      "error: compile command failed", "Fetching ", "Computing version", "Creating working copy",
    ]
    return prefijos.contains { limpia.hasPrefix($0) }
  }
}
