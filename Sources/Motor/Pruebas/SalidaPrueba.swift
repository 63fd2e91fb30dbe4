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

  /// The Swift runtime's fatal lines (`…: Fatal error: Index out of range`, `Precondition failed`…,
  /// and a failed `as!`: `Could not cast value of type 'Swift.Int' to 'Swift.String'.`), at most three,
  /// without the runtime's type addresses (`(0x7f…)`), which change on every run.
  ///
  /// NB: a failed `as!` ends in `abort()` (signal 6) inside libc, and on Linux the backtracer cannot
  /// unwind past libc's `pthread_kill` (Swift 6.0.3–6.3.1, every `unwind=` and `preset=`), so this
  /// line is what names the cast.
  static func lineasFatales(_ texto: String) -> [String] {
    let marcas = ["Fatal error:", "Precondition failed", "Assertion failed", "Illegal instruction", "Could not cast value of type"]
    return Array(
      texto.split(separator: "\n")
        .filter { linea in marcas.contains { linea.contains($0) } }
        .map { sinDirecciones(String($0)) }
        .prefix(3))
  }

  /// `linea` without ` (0x…)` groups.
  static func sinDirecciones(_ linea: String) -> String {
    var resultado = ""
    var resto = Substring(linea)
    while let inicio = resto.range(of: " (0x") {
      guard let fin = resto[inicio.upperBound...].firstIndex(of: ")") else { break }
      let cifras = resto[inicio.upperBound..<fin]
      guard !cifras.isEmpty, cifras.allSatisfy(\.isHexDigit) else {
        resultado += resto[..<inicio.upperBound]
        resto = resto[inicio.upperBound...]
        continue
      }
      resultado += resto[..<inicio.lowerBound]
      resto = resto[resto.index(after: fin)...]
    }
    return resultado + resto
  }
}
