/// Cleans what a test process printed for the report.
enum SalidaPrueba {
  /// stdout then stderr, without the runtime's stack trace or backtrace (``TrazaFallo``); the report
  /// adds the note on dropped bytes (``ResultadoPruebaOculta/bytesDescartados``).
  static func limpiar(_ proceso: ResultadoProceso) -> String {
    var texto = TrazaFallo.sinTraza(proceso.textoSalida)
    let errores = sinPilaDeLlamadas(TrazaFallo.sinTraza(proceso.textoErrores))
    // NB: what a backtrace leaves around itself (blank lines) is not output of the student's.
    if !errores.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      if !texto.isEmpty, !texto.hasSuffix("\n") { texto += "\n" }
      texto += errores
    }
    return texto
  }

  /// `texto` without `Current stack trace:` and the numbered frames after it (no register dumps).
  static func sinPilaDeLlamadas(_ texto: String) -> String {
    var lineas: [Substring] = []
    var enPila = false
    for linea in texto.split(separator: "\n", omittingEmptySubsequences: false) {
      if linea.hasPrefix("Current stack trace:") {
        enPila = true
        continue
      }
      if enPila, linea.first?.isNumber == true { continue }
      enPila = false
      lineas.append(linea)
    }
    return lineas.joined(separator: "\n")
  }

  /// The Swift runtime's fatal lines (`…: Fatal error: Index out of range`, `Precondition failed`…),
  /// at most three.
  static func lineasFatales(_ texto: String) -> [String] {
    let marcas = ["Fatal error:", "Precondition failed", "Assertion failed", "Illegal instruction"]
    return Array(
      texto.split(separator: "\n")
        .filter { linea in marcas.contains { linea.contains($0) } }
        .map(String.init)
        .prefix(3))
  }
}
