import Motor

/// The compiler's errors of one build as the text report shows them: the same for a lesson that
/// does not compile (``RedactorCompilacion``) and for each exercise that does not
/// (``RedactorEjercicios``).
///
/// For each error that ``SeleccionErrores`` shows: its header, its code frame and its notes with
/// theirs, a line counting the overload candidates from outside the workbook (they come by the
/// dozen and explain nothing to a student), and the Spanish explanation of a known diagnostic, or
/// «la misma de arriba» when it was already given. Then a line that counts the hidden errors by file.
/// A hidden test's code (`Tests/Exercises/…`) is never shown: it would give the exercise away; its
/// header still names the file, the line and what is missing.
struct RedactorErrores {
  var estilo: Estilo
  /// Every error instead of a selection (`--completo`, `--json`).
  var completo: Bool

  /// The report's lines for `errores`, a blank line between two errors (none before the first).
  /// - Parameters:
  ///   - explicaciones: One entry per error: the known diagnostic that explains it, if any.
  ///   - leccion: The lesson's number, for the `--completo` command in the line of hidden errors.
  /// - Returns: The lines, and whether a hidden test's code frame was left out.
  func redactar(
    _ errores: [DiagnosticoCompilador], explicaciones: [DiagnosticoConocido?], leccion: Int
  ) -> (lineas: [String], codigoOculto: Bool) {
    let seleccion = SeleccionErrores(errores: errores, explicaciones: explicaciones, completo: completo)
    var lineas: [String] = []
    var codigoOculto = false
    var explicadas: Set<String> = []
    for (posicion, indice) in seleccion.mostrados.enumerated() {
      let error = errores[indice]
      if posicion > 0 { lineas.append("") }
      lineas.append(estilo.negrita(error.cabecera))
      codigoOculto = codigoOculto || (Self.esPruebaOculta(error.archivo) && !error.marco.isEmpty)
      if !Self.esPruebaOculta(error.archivo) { lineas += error.marco }
      let candidatos = error.notasAdjuntas.filter { $0.archivo.isEmpty && $0.mensaje.hasPrefix("candidate ") }
      for nota in error.notasAdjuntas where !candidatos.contains(nota) {
        lineas.append(nota.cabecera)
        codigoOculto = codigoOculto || (Self.esPruebaOculta(nota.archivo) && !nota.marco.isEmpty)
        if !Self.esPruebaOculta(nota.archivo) { lineas += nota.marco }
      }
      if !candidatos.isEmpty {
        lineas.append(estilo.tenue(MensajesChecker.candidatosOmitidos(candidatos.count)))
      }
      if explicaciones.indices.contains(indice), let explicacion = explicaciones[indice] {
        let texto = explicadas.insert(explicacion.id).inserted
          ? MensajesDiagnosticos.explicacion(explicacion) : MensajesChecker.mismaExplicacion
        lineas.append(sangrar(estilo.amarillo("Explicación: ") + texto, 2))
      }
    }
    if !seleccion.ocultos.isEmpty {
      lineas += ["", estilo.tenue(MensajesChecker.erroresOcultos(seleccion.porArchivo(errores), leccion: leccion))]
    }
    return (lineas, codigoOculto)
  }

  /// Whether `archivo` (relative to the workbook, as the compiler's diagnostics are shown) is a
  /// hidden test (`Tests/Exercises/…`).
  static func esPruebaOculta(_ archivo: String) -> Bool {
    archivo.hasPrefix("Tests/Exercises/") || archivo.contains("/Tests/Exercises/")
  }
}
